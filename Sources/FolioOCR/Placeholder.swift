// FolioOCR
