import GRDB

/// The store's schema and its migrations. Migrations are frozen once released: change the schema by adding
/// a new named migration, never by editing an old one.
enum Schema {
    /// The migrator with every schema version, oldest first.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: v1)
        }
        migrator.registerMigration("v2-page-timings") { db in
            // Seconds per stage, as a JSON object (stage name → seconds).
            try db.execute(sql: "ALTER TABLE pages ADD COLUMN timings TEXT NOT NULL DEFAULT '{}'")
        }
        migrator.registerMigration("v3-word-candidates") { db in
            // Alternative readings of a word, as a JSON array of {text, confidence}; NULL when not asked for.
            try db.execute(sql: "ALTER TABLE words ADD COLUMN candidates TEXT")
        }
        migrator.registerMigration("v4-unattended-runs") { db in
            // The code of each error (`input.corrupt`, `worker.crashed`) beside its message.
            try db.execute(sql: "ALTER TABLE errors ADD COLUMN code TEXT NOT NULL DEFAULT ''")
            // Pages with nothing printed on them.
            try db.execute(sql: "ALTER TABLE pages ADD COLUMN blank INTEGER NOT NULL DEFAULT 0")
            // Size and modification time of the file at each path when it was stored, so an incremental run
            // skips unchanged files without hashing them.
            try db.execute(sql: "ALTER TABLE document_paths ADD COLUMN byteCount INTEGER")
            try db.execute(sql: "ALTER TABLE document_paths ADD COLUMN modifiedAt REAL")
            // How many runs in a row stored the document as failed or partial.
            try db.execute(sql: "ALTER TABLE documents ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1")
        }
        migrator.registerMigration("v5-table-structure") { db in
            // Heading rows of each table, and the pages a table continued over pages spans.
            try db.execute(sql: "ALTER TABLE tables ADD COLUMN headerRowCount INTEGER NOT NULL DEFAULT 0")
            try db.execute(sql: "ALTER TABLE tables ADD COLUMN firstPage INTEGER")
            try db.execute(sql: "ALTER TABLE tables ADD COLUMN lastPage INTEGER")
            try db.execute(sql: "ALTER TABLE table_cells ADD COLUMN page INTEGER")
        }
        migrator.registerMigration("v6-detected-cells") { db in
            // The table cell data was read in (the table's order on its page, the cell's row and column).
            try db.execute(sql: "ALTER TABLE detected_data ADD COLUMN tableOrder INTEGER")
            try db.execute(sql: "ALTER TABLE detected_data ADD COLUMN cellRow INTEGER")
            try db.execute(sql: "ALTER TABLE detected_data ADD COLUMN cellColumn INTEGER")
            // How sure each receipt field is, as a JSON object (field name → 0...1).
            try db.execute(sql: "ALTER TABLE receipts ADD COLUMN confidence TEXT NOT NULL DEFAULT '{}'")
        }
        migrator.registerMigration("v7-paragraph-roles") { db in
            // What each paragraph is (title, heading, body, page furniture…), a heading's level, and its type.
            try db.execute(sql: "ALTER TABLE paragraphs ADD COLUMN role TEXT NOT NULL DEFAULT 'body'")
            try db.execute(sql: "ALTER TABLE paragraphs ADD COLUMN level INTEGER")
            try db.execute(sql: "ALTER TABLE paragraphs ADD COLUMN fontSize REAL")
            try db.execute(sql: "ALTER TABLE paragraphs ADD COLUMN bold INTEGER")
        }
        migrator.registerMigration("v8-boundary-confidence") { db in
            // How sure the boundary stage is of the page's source quad (null when the page was used whole).
            try db.execute(sql: "ALTER TABLE pages ADD COLUMN sourceQuadConfidence REAL")
        }
        migrator.registerMigration("v9-receipt-discount") { db in
            // What a receipt takes off the bill, as a positive amount (null when none is printed).
            try db.execute(sql: "ALTER TABLE receipts ADD COLUMN discount TEXT")
        }
        migrator.registerMigration("v10-receipt-payment") { db in
            // How the bill was paid, and the card's brand and last four digits (null when not printed).
            try db.execute(sql: "ALTER TABLE receipts ADD COLUMN paymentMethod TEXT")
            try db.execute(sql: "ALTER TABLE receipts ADD COLUMN cardBrand TEXT")
            try db.execute(sql: "ALTER TABLE receipts ADD COLUMN cardLast4 TEXT")
        }
        return migrator
    }

    /// Brings the store at `path` up to the newest schema, refusing stores this version cannot read.
    static func migrate(_ pool: DatabasePool, path: String) throws {
        let migrator = Self.migrator
        do {
            let (superseded, foreign) = try pool.read { db in
                let hasMigrations = try db.tableExists("grdb_migrations")
                let userTables = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                    """) ?? 0
                return (hasMigrations ? try migrator.hasBeenSuperseded(db) : false, !hasMigrations && userTables > 0)
            }
            if foreign {
                throw StoreError(.cannotOpen, path: path,
                                 summary: "cannot open store at \(path): it is an SQLite database but not a Folio store",
                                 hint: "pass --store with a new file name or an existing Folio store")
            }
            if superseded {
                throw StoreError(.incompatibleSchema, path: path,
                                 summary: "the store at \(path) was written by a newer version of Folio",
                                 hint: "upgrade folio, or use another store file")
            }
            try migrator.migrate(pool)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.migrationFailed, path: path, summary: "cannot prepare the schema of the store at \(path)",
                             hint: "is it a Folio store? is the file writable?", underlying: error)
        }
    }

    /// Schema version 1. Boxes are stored as `x, y, width, height` REAL columns; the document's array order of
    /// every child is its `id` order (or its explicit index column).
    static let v1 = """
        CREATE TABLE runs (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            startedAt TEXT NOT NULL,
            finishedAt TEXT,
            pipeline TEXT NOT NULL,
            mode TEXT NOT NULL,
            inputs TEXT NOT NULL DEFAULT '[]',
            documentsSeen INTEGER NOT NULL DEFAULT 0,
            documentsProcessed INTEGER NOT NULL DEFAULT 0,
            documentsSkipped INTEGER NOT NULL DEFAULT 0,
            documentsFailed INTEGER NOT NULL DEFAULT 0,
            pagesProcessed INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'running'
        );

        CREATE TABLE documents (
            id TEXT PRIMARY KEY NOT NULL,
            path TEXT NOT NULL,
            mediaType TEXT NOT NULL,
            byteCount INTEGER NOT NULL,
            pageCount INTEGER NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('ok', 'partial', 'failed')),
            pipeline TEXT,
            runId INTEGER REFERENCES runs(id) ON DELETE SET NULL,
            createdAt TEXT NOT NULL,
            updatedAt TEXT NOT NULL
        );
        CREATE INDEX documents_path ON documents(path);
        CREATE INDEX documents_status ON documents(status, updatedAt);
        CREATE INDEX documents_runId ON documents(runId);

        CREATE TABLE document_paths (
            documentId TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            path TEXT NOT NULL,
            UNIQUE (documentId, path)
        );
        CREATE INDEX document_paths_path ON document_paths(path);

        CREATE TABLE pages (
            id INTEGER PRIMARY KEY,
            documentId TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            pageIndex INTEGER NOT NULL,
            width INTEGER NOT NULL,
            height INTEGER NOT NULL,
            dpi REAL NOT NULL,
            sourceQuad TEXT,
            rotation INTEGER NOT NULL,
            skewDegrees REAL NOT NULL,
            textSource TEXT NOT NULL,
            transcript TEXT NOT NULL,
            confidence REAL NOT NULL,
            UNIQUE (documentId, pageIndex)
        );

        CREATE TABLE lines (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            lineIndex INTEGER NOT NULL,
            text TEXT NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
            confidence REAL NOT NULL,
            UNIQUE (pageId, lineIndex)
        );

        CREATE TABLE words (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            lineId INTEGER NOT NULL REFERENCES lines(id) ON DELETE CASCADE,
            wordIndex INTEGER NOT NULL,
            text TEXT NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
            confidence REAL NOT NULL,
            UNIQUE (lineId, wordIndex)
        );
        CREATE INDEX words_pageId ON words(pageId);
        CREATE INDEX words_confidence ON words(confidence);

        CREATE TABLE paragraphs (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            ord INTEGER NOT NULL,
            text TEXT NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL
        );
        CREATE INDEX paragraphs_pageId ON paragraphs(pageId);

        CREATE TABLE errors (
            id INTEGER PRIMARY KEY,
            documentId TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            page INTEGER,
            stage TEXT NOT NULL,
            message TEXT NOT NULL
        );
        CREATE INDEX errors_documentId ON errors(documentId);

        CREATE TABLE tables (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            ord INTEGER NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
            rowCount INTEGER NOT NULL,
            columnCount INTEGER NOT NULL,
            ruled INTEGER NOT NULL
        );
        CREATE INDEX tables_pageId ON tables(pageId);

        CREATE TABLE table_cells (
            id INTEGER PRIMARY KEY,
            tableId INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
            "row" INTEGER NOT NULL,
            "column" INTEGER NOT NULL,
            rowSpan INTEGER NOT NULL,
            columnSpan INTEGER NOT NULL,
            text TEXT NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL
        );
        CREATE INDEX table_cells_tableId ON table_cells(tableId);

        CREATE TABLE lists (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            ord INTEGER NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL
        );
        CREATE INDEX lists_pageId ON lists(pageId);

        CREATE TABLE list_items (
            id INTEGER PRIMARY KEY,
            listId INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
            itemIndex INTEGER NOT NULL,
            marker TEXT NOT NULL,
            markerType TEXT NOT NULL,
            level INTEGER NOT NULL,
            text TEXT NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
            UNIQUE (listId, itemIndex)
        );

        CREATE TABLE detected_data (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            value TEXT NOT NULL,
            x REAL, y REAL, width REAL, height REAL,
            confidence REAL NOT NULL
        );
        CREATE INDEX detected_data_pageId ON detected_data(pageId);
        CREATE INDEX detected_data_kind ON detected_data(kind);

        CREATE TABLE barcodes (
            id INTEGER PRIMARY KEY,
            pageId INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
            symbology TEXT NOT NULL,
            payload TEXT NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL
        );
        CREATE INDEX barcodes_pageId ON barcodes(pageId);

        CREATE TABLE receipts (
            documentId TEXT PRIMARY KEY NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            merchant TEXT, address TEXT, phone TEXT, date TEXT, time TEXT, currency TEXT,
            subtotal TEXT, tax TEXT, tip TEXT, total TEXT
        );

        CREATE TABLE receipt_items (
            id INTEGER PRIMARY KEY,
            documentId TEXT NOT NULL REFERENCES receipts(documentId) ON DELETE CASCADE,
            itemIndex INTEGER NOT NULL,
            description TEXT NOT NULL,
            quantity TEXT, unitPrice TEXT, amount TEXT,
            UNIQUE (documentId, itemIndex)
        );

        CREATE VIRTUAL TABLE pages_fts USING fts5(
            transcript,
            content = 'pages', content_rowid = 'id',
            tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER pages_fts_insert AFTER INSERT ON pages BEGIN
            INSERT INTO pages_fts(rowid, transcript) VALUES (new.id, new.transcript);
        END;
        CREATE TRIGGER pages_fts_delete AFTER DELETE ON pages BEGIN
            INSERT INTO pages_fts(pages_fts, rowid, transcript) VALUES ('delete', old.id, old.transcript);
        END;
        CREATE TRIGGER pages_fts_update AFTER UPDATE OF id, transcript ON pages BEGIN
            INSERT INTO pages_fts(pages_fts, rowid, transcript) VALUES ('delete', old.id, old.transcript);
            INSERT INTO pages_fts(rowid, transcript) VALUES (new.id, new.transcript);
        END;
        """
}
