// FolioEval
