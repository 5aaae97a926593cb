// See folio_ort.h. The runtime's C API is a table of function pointers that only ever grows at its end, so
// an entry's place is fixed once published; the places below are those of the API's first versions, asked
// for as version 16 (onnxruntime 1.16), which every later runtime still serves.
#include "folio_ort.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct OrtStatus OrtStatus;
typedef struct OrtEnv OrtEnv;
typedef struct OrtSession OrtSession;
typedef struct OrtSessionOptions OrtSessionOptions;
typedef struct OrtValue OrtValue;
typedef struct OrtMemoryInfo OrtMemoryInfo;
typedef struct OrtAllocator OrtAllocator;
typedef struct OrtModelMetadata OrtModelMetadata;
typedef struct OrtTensorTypeAndShapeInfo OrtTensorTypeAndShapeInfo;

typedef struct {
    const void *(*GetApi)(uint32_t version);
    const char *(*GetVersionString)(void);
} OrtApiBase;

enum {
    API_VERSION = 16,
    LOGGING_LEVEL_ERROR = 3,
    ELEMENT_FLOAT = 1,
    ARENA_ALLOCATOR = 1,
    MEM_TYPE_DEFAULT = 0,
    EXECUTION_SEQUENTIAL = 0,
    OPTIMIZE_ALL = 99,
};

// Places in the function table.
enum {
    GET_ERROR_MESSAGE = 2,
    CREATE_ENV = 3,
    CREATE_SESSION = 7,
    RUN = 9,
    CREATE_SESSION_OPTIONS = 10,
    SET_EXECUTION_MODE = 13,
    SET_GRAPH_OPTIMIZATION_LEVEL = 23,
    SET_INTRA_OP_THREADS = 24,
    SET_INTER_OP_THREADS = 25,
    SESSION_GET_INPUT_NAME = 36,
    SESSION_GET_OUTPUT_NAME = 37,
    CREATE_TENSOR_WITH_DATA = 49,
    GET_TENSOR_MUTABLE_DATA = 51,
    GET_DIMENSIONS_COUNT = 61,
    GET_DIMENSIONS = 62,
    GET_TENSOR_TYPE_AND_SHAPE = 65,
    CREATE_CPU_MEMORY_INFO = 69,
    ALLOCATOR_FREE = 76,
    GET_DEFAULT_ALLOCATOR = 78,
    RELEASE_STATUS = 93,
    RELEASE_MEMORY_INFO = 94,
    RELEASE_SESSION = 95,
    RELEASE_VALUE = 96,
    RELEASE_TENSOR_TYPE_AND_SHAPE_INFO = 99,
    RELEASE_SESSION_OPTIONS = 100,
    SESSION_GET_MODEL_METADATA = 111,
    LOOKUP_CUSTOM_METADATA = 116,
    RELEASE_MODEL_METADATA = 118,
};

static void *const *api;
static const char *version;
static OrtEnv *env;
static OrtMemoryInfo *cpu;
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

#define CALL(type, index, ...) (((type)api[index])(__VA_ARGS__))

typedef OrtStatus *(*status_fn_pi)(void *, int);
typedef void (*release_fn)(void *);

static char *copy_text(const char *text) {
    size_t length = strlen(text);
    char *copy = malloc(length + 1);
    if (copy) memcpy(copy, text, length + 1);
    return copy;
}

/// The status's message (caller frees), releasing the status; NULL for success.
static char *take_error(OrtStatus *status) {
    if (!status) return NULL;
    const char *message = CALL(const char *(*)(const OrtStatus *), GET_ERROR_MESSAGE, status);
    char *copy = copy_text(message ? message : "unknown ONNX Runtime error");
    CALL(release_fn, RELEASE_STATUS, status);
    return copy;
}

char *folio_ort_load(const char *path) {
    pthread_mutex_lock(&load_lock);
    char *error = NULL;
    if (api) goto done;
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        error = copy_text(reason ? reason : "dlopen failed");
        goto done;
    }
    const OrtApiBase *(*get_base)(void) = (const OrtApiBase *(*)(void))dlsym(library, "OrtGetApiBase");
    const OrtApiBase *base = get_base ? get_base() : NULL;
    void *const *table = base ? (void *const *)base->GetApi(API_VERSION) : NULL;
    if (!table) {
        error = copy_text("the library has no ONNX Runtime C API of version 16 or later");
        dlclose(library);
        goto done;
    }
    api = table;
    version = base->GetVersionString();
    error = take_error(CALL(OrtStatus *(*)(int, const char *, OrtEnv **), CREATE_ENV, LOGGING_LEVEL_ERROR,
                            "folio", &env));
    if (!error) {
        error = take_error(CALL(OrtStatus *(*)(int, int, OrtMemoryInfo **), CREATE_CPU_MEMORY_INFO,
                                ARENA_ALLOCATOR, MEM_TYPE_DEFAULT, &cpu));
    }
    if (error) api = NULL;
done:
    pthread_mutex_unlock(&load_lock);
    return error;
}

const char *folio_ort_version(void) { return api ? version : NULL; }

struct folio_ort_session {
    OrtSession *session;
    char *input_name;
    char *output_name;
};

static OrtAllocator *default_allocator(void) {
    OrtAllocator *allocator = NULL;
    OrtStatus *status = CALL(OrtStatus *(*)(OrtAllocator **), GET_DEFAULT_ALLOCATOR, &allocator);
    free(take_error(status));
    return allocator;
}

/// A copy (malloc'd) of a string the runtime allocated with `allocator`, which is freed.
static char *adopt(OrtAllocator *allocator, char *text) {
    if (!text) return NULL;
    char *copy = copy_text(text);
    free(take_error(CALL(OrtStatus *(*)(OrtAllocator *, void *), ALLOCATOR_FREE, allocator, text)));
    return copy;
}

folio_ort_session *folio_ort_open(const char *path, char **error) {
    *error = NULL;
    if (!api) {
        *error = copy_text("ONNX Runtime is not loaded");
        return NULL;
    }
    OrtSessionOptions *options = NULL;
    *error = take_error(CALL(OrtStatus *(*)(OrtSessionOptions **), CREATE_SESSION_OPTIONS, &options));
    if (*error) return NULL;
    if (!*error) *error = take_error(CALL(status_fn_pi, SET_INTRA_OP_THREADS, options, 1));
    if (!*error) *error = take_error(CALL(status_fn_pi, SET_INTER_OP_THREADS, options, 1));
    if (!*error) *error = take_error(CALL(status_fn_pi, SET_EXECUTION_MODE, options, EXECUTION_SEQUENTIAL));
    if (!*error) *error = take_error(CALL(status_fn_pi, SET_GRAPH_OPTIMIZATION_LEVEL, options, OPTIMIZE_ALL));
    // The runtime's memory arena stays on: on a 5000 x 7000 scan a worker peaked at 650 MB with it and 720-750
    // MB without (the arena reuses the blocks of one line batch for the next), and read the page 4% faster.
    OrtSession *session = NULL;
    if (!*error) {
        *error = take_error(CALL(OrtStatus *(*)(OrtEnv *, const char *, OrtSessionOptions *, OrtSession **),
                                 CREATE_SESSION, env, path, options, &session));
    }
    CALL(release_fn, RELEASE_SESSION_OPTIONS, options);
    if (*error) return NULL;

    OrtAllocator *allocator = default_allocator();
    char *input = NULL, *output = NULL;
    typedef OrtStatus *(*name_fn)(OrtSession *, size_t, OrtAllocator *, char **);
    *error = take_error(CALL(name_fn, SESSION_GET_INPUT_NAME, session, 0, allocator, &input));
    if (!*error) *error = take_error(CALL(name_fn, SESSION_GET_OUTPUT_NAME, session, 0, allocator, &output));
    folio_ort_session *result = calloc(1, sizeof *result);
    if (*error || !result) {
        free(adopt(allocator, input));
        free(adopt(allocator, output));
        free(result);
        CALL(release_fn, RELEASE_SESSION, session);
        if (!*error) *error = copy_text("out of memory");
        return NULL;
    }
    result->session = session;
    result->input_name = adopt(allocator, input);
    result->output_name = adopt(allocator, output);
    return result;
}

void folio_ort_close(folio_ort_session *session) {
    if (!session) return;
    CALL(release_fn, RELEASE_SESSION, session->session);
    free(session->input_name);
    free(session->output_name);
    free(session);
}

char *folio_ort_metadata(folio_ort_session *session, const char *key) {
    OrtModelMetadata *metadata = NULL;
    char *error = take_error(CALL(OrtStatus *(*)(OrtSession *, OrtModelMetadata **), SESSION_GET_MODEL_METADATA,
                                  session->session, &metadata));
    if (error) {
        free(error);
        return NULL;
    }
    OrtAllocator *allocator = default_allocator();
    char *value = NULL;
    error = take_error(CALL(OrtStatus *(*)(OrtModelMetadata *, OrtAllocator *, const char *, char **),
                            LOOKUP_CUSTOM_METADATA, metadata, allocator, key, &value));
    CALL(release_fn, RELEASE_MODEL_METADATA, metadata);
    free(error);
    return adopt(allocator, value);
}

struct folio_ort_tensor {
    OrtValue *value;
};

folio_ort_tensor *folio_ort_run(folio_ort_session *session, const float *input, const int64_t *shape,
                                size_t rank, char **error) {
    *error = NULL;
    size_t count = 1;
    for (size_t i = 0; i < rank; i++) count *= (size_t)shape[i];
    OrtValue *in = NULL;
    *error = take_error(CALL(OrtStatus *(*)(const OrtMemoryInfo *, void *, size_t, const int64_t *, size_t, int,
                                            OrtValue **),
                             CREATE_TENSOR_WITH_DATA, cpu, (void *)input, count * sizeof(float), shape, rank,
                             ELEMENT_FLOAT, &in));
    if (*error) return NULL;
    const char *inputs[] = {session->input_name};
    const char *outputs[] = {session->output_name};
    OrtValue *out = NULL;
    *error = take_error(CALL(OrtStatus *(*)(OrtSession *, const void *, const char *const *, const OrtValue *const *,
                                            size_t, const char *const *, size_t, OrtValue **),
                             RUN, session->session, NULL, inputs, (const OrtValue *const *)&in, 1, outputs, 1, &out));
    CALL(release_fn, RELEASE_VALUE, in);
    if (*error) return NULL;
    folio_ort_tensor *tensor = malloc(sizeof *tensor);
    if (!tensor) {
        CALL(release_fn, RELEASE_VALUE, out);
        *error = copy_text("out of memory");
        return NULL;
    }
    tensor->value = out;
    return tensor;
}

const float *folio_ort_tensor_data(const folio_ort_tensor *tensor, int64_t *shape, size_t capacity,
                                   size_t *rank) {
    *rank = 0;
    OrtTensorTypeAndShapeInfo *info = NULL;
    char *error = take_error(CALL(OrtStatus *(*)(const OrtValue *, OrtTensorTypeAndShapeInfo **),
                                  GET_TENSOR_TYPE_AND_SHAPE, tensor->value, &info));
    if (error) {
        free(error);
        return NULL;
    }
    size_t dimensions = 0;
    free(take_error(CALL(OrtStatus *(*)(const OrtTensorTypeAndShapeInfo *, size_t *), GET_DIMENSIONS_COUNT, info,
                         &dimensions)));
    if (dimensions <= capacity) {
        free(take_error(CALL(OrtStatus *(*)(const OrtTensorTypeAndShapeInfo *, int64_t *, size_t), GET_DIMENSIONS,
                             info, shape, dimensions)));
        *rank = dimensions;
    }
    CALL(release_fn, RELEASE_TENSOR_TYPE_AND_SHAPE_INFO, info);
    void *data = NULL;
    free(take_error(CALL(OrtStatus *(*)(OrtValue *, void **), GET_TENSOR_MUTABLE_DATA, tensor->value, &data)));
    return data;
}

void folio_ort_tensor_free(folio_ort_tensor *tensor) {
    if (!tensor) return;
    CALL(release_fn, RELEASE_VALUE, tensor->value);
    free(tensor);
}

void folio_ort_free(void *pointer) { free(pointer); }
