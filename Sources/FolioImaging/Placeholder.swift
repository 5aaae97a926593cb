// FolioImaging
