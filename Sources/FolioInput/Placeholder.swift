// FolioInput
