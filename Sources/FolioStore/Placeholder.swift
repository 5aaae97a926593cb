// FolioStore
