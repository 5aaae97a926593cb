// FolioExport
