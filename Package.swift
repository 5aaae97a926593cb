// swift-tools-version:6.1
import PackageDescription

/// A system library over a C library found with pkg-config, installed from Debian's packages.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt(apt)])
}

let package = Package(
    name: "Folio",
    products: [
        .library(name: "Folio", targets: ["FolioPipeline", "FolioStore", "FolioExport", "FolioModel"]),
        .executable(name: "folio", targets: ["folio"]),
        .executable(name: "folio-bench", targets: ["folio-bench"]),
        .executable(name: "folio-fixtures", targets: ["folio-fixtures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // C libraries: a module map over a shim.h each, nothing else.
        systemLibrary("CTesseract", pkgConfig: "tesseract", apt: ["libtesseract-dev"]),
        systemLibrary("CLeptonica", pkgConfig: "lept", apt: ["libleptonica-dev"]),
        systemLibrary("CPoppler", pkgConfig: "poppler-glib", apt: ["libpoppler-glib-dev", "libcairo2-dev"]),
        systemLibrary("CTIFF", pkgConfig: "libtiff-4", apt: ["libtiff-dev"]),
        // HEIC/HEIF and AVIF photos (an iPhone's camera default), decoded by libheif.
        systemLibrary("CHeif", pkgConfig: "libheif", apt: ["libheif-dev"]),
        systemLibrary("CZBar", pkgConfig: "zbar", apt: ["libzbar-dev"]),
        // QR code encoding, for folio-fixtures only (the barcode fixtures).
        systemLibrary("CQREncode", pkgConfig: "libqrencode", apt: ["libqrencode-dev"]),
        systemLibrary("CXLSXWriter", pkgConfig: "xlsxwriter", apt: ["libxlsxwriter-dev"]),
        systemLibrary("CPopplerCpp", pkgConfig: "poppler-cpp", apt: ["libpoppler-cpp-dev"]),
        // A C face over poppler-cpp's Splash renderer, for pages that hold scans (see folio_splash.h).
        .target(name: "CPopplerSplash", dependencies: ["CPopplerCpp"]),
        // A C face over ONNX Runtime's C API, opened at run time (see folio_ort.h).
        .target(name: "COnnxRuntime", linkerSettings: [.linkedLibrary("dl")]),
        // A C face over Google's libphonenumber (C++, Debian libphonenumber-dev), see folio_phone.h.
        .target(name: "CPhoneNumber", linkerSettings: [.linkedLibrary("phonenumber"), .linkedLibrary("protobuf")]),
        // glibc's malloc_trim, for workers that give a large page's memory back when it ends.
        .systemLibrary(name: "CMalloc"),

        // The document model: Sendable, Codable values, no dependencies.
        .target(name: "FolioModel"),

        // Stage libraries.
        .target(name: "FolioImaging", dependencies: ["FolioModel", "CLeptonica", "CHeif"]),
        .target(name: "FolioInput", dependencies: ["FolioModel", "FolioImaging", "CTIFF", "CPoppler", "CPopplerSplash"]),
        .target(name: "FolioOCR", dependencies: ["FolioModel", "FolioImaging", "CTesseract", "CLeptonica", "COnnxRuntime"]),
        .target(name: "FolioBarcodes", dependencies: ["FolioModel", "FolioImaging", "CZBar"]),
        .target(name: "FolioPreprocess", dependencies: ["FolioModel", "FolioImaging"]),

        // Orchestration, persistence and export.
        .target(name: "FolioPipeline", dependencies: [
            "FolioModel", "FolioImaging", "FolioInput", "FolioOCR", "FolioBarcodes", "FolioPreprocess", "FolioStructure", "FolioDetect", "FolioLayout",
            "CMalloc",
            .product(name: "Yams", package: "Yams"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "FolioStructure", dependencies: ["FolioModel", "FolioImaging"]),
        .target(name: "FolioDetect", dependencies: ["FolioModel", "CPhoneNumber"]),
        .target(name: "FolioLayout", dependencies: ["FolioModel", "FolioImaging"]),
        .target(name: "FolioStore", dependencies: ["FolioModel", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "FolioExport", dependencies: ["FolioModel", "CXLSXWriter"]),
        .target(name: "FolioEval", dependencies: ["FolioModel"]),

        // Executables.
        .executableTarget(name: "folio", dependencies: [
            "FolioModel", "FolioPipeline", "FolioStore", "FolioExport", "FolioDetect",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "folio-bench", dependencies: [
            "FolioModel", "FolioEval", "FolioImaging", "FolioOCR", "FolioPipeline", "FolioExport", "FolioDetect",
            "FolioStructure",
            "CPoppler", "CLeptonica",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "folio-fixtures", dependencies: [
            "FolioModel", "FolioEval", "CPoppler", "CLeptonica", "CQREncode",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Tests: one target per library, plus end-to-end tests of the built CLI.
        .target(name: "FolioTestSupport", path: "Tests/FolioTestSupport"),
        .testTarget(name: "FolioModelTests", dependencies: ["FolioModel"]),
        .testTarget(name: "FolioStructureTests", dependencies: ["FolioTestSupport", "FolioStructure", "FolioImaging"]),
        .testTarget(name: "FolioLayoutTests", dependencies: ["FolioLayout", "FolioModel", "FolioImaging"]),
        .testTarget(name: "FolioImagingTests", dependencies: ["FolioTestSupport", "FolioImaging", "CLeptonica"]),
        .testTarget(name: "FolioInputTests", dependencies: ["FolioTestSupport", "FolioInput", "FolioImaging"]),
        .testTarget(name: "FolioOCRTests", dependencies: ["FolioTestSupport", "FolioOCR", "FolioImaging", "FolioEval"]),
        .testTarget(name: "FolioPreprocessTests", dependencies: ["FolioTestSupport", "FolioPreprocess", "FolioImaging", "FolioOCR", "FolioEval"]),
        .testTarget(name: "FolioBarcodesTests", dependencies: ["FolioTestSupport", "FolioBarcodes", "FolioImaging", "FolioModel", "CZBar"]),
        .testTarget(name: "FolioPipelineTests", dependencies: ["FolioTestSupport", "FolioPipeline", "FolioOCR", "FolioEval",
                                                               "FolioDetect", "FolioImaging", "FolioStructure"]),
        .testTarget(name: "FolioStoreTests", dependencies: ["FolioStore"]),
        .testTarget(name: "FolioExportTests", dependencies: ["FolioExport"]),
        .testTarget(name: "FolioEvalTests", dependencies: ["FolioTestSupport", "FolioEval", "FolioModel"]),
        .testTarget(name: "FolioDetectTests", dependencies: ["FolioTestSupport", "FolioDetect", "FolioModel"]),
        .testTarget(name: "FolioFixturesTests", dependencies: ["folio-fixtures", "FolioEval"]),
        .testTarget(name: "EndToEndTests", dependencies: ["FolioTestSupport", "FolioModel", "FolioEval", "FolioStore"]),
    ],
    swiftLanguageModes: [.v6]
)
