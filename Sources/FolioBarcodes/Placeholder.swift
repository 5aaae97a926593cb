// FolioBarcodes
