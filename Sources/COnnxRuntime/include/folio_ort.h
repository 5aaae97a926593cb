#ifndef FOLIO_ORT_H
#define FOLIO_ORT_H
// A C face over ONNX Runtime's C API for the neural text recogniser. The runtime is the shared library
// shipped in the PyPI wheel `onnxruntime` (installed by scripts/setup); the wheel has no headers, so the few
// entry points Folio calls are declared in folio_ort.c by their place in the runtime's function table, and the
// library is opened with dlopen when the engine is first used (Folio builds and runs without it).
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opens the runtime library at `path` once per process. Returns NULL on success, else a message the
/// caller frees with `folio_ort_free`.
char *folio_ort_load(const char *path);

/// The runtime's version string ("1.32.0"), or NULL before a successful `folio_ort_load`.
const char *folio_ort_version(void);

typedef struct folio_ort_session folio_ort_session;

/// Loads the model at `path` for single-threaded, sequential CPU inference (one intra-op and one inter-op
/// thread: worker processes are the parallelism). On failure returns NULL and sets `*error` (free it).
folio_ort_session *folio_ort_open(const char *path, char **error);
void folio_ort_close(folio_ort_session *session);

/// The model's custom metadata entry `key` (e.g. the recogniser's "character" list), or NULL when absent.
/// The caller frees it with `folio_ort_free`.
char *folio_ort_metadata(folio_ort_session *session, const char *key);

typedef struct folio_ort_tensor folio_ort_tensor;

/// Runs the model's first input on `input` (float32, `rank` dimensions in `shape`, row-major) and returns
/// its first output (float32). On failure returns NULL and sets `*error` (free it). `input` is read only
/// during the call.
folio_ort_tensor *folio_ort_run(folio_ort_session *session, const float *input, const int64_t *shape,
                                size_t rank, char **error);

/// The output's values and shape: writes up to `capacity` dimensions into `shape` and their count into
/// `*rank`. The values stay valid until the tensor is freed.
const float *folio_ort_tensor_data(const folio_ort_tensor *tensor, int64_t *shape, size_t capacity,
                                   size_t *rank);
void folio_ort_tensor_free(folio_ort_tensor *tensor);

void folio_ort_free(void *pointer);

#ifdef __cplusplus
}
#endif
#endif
