// FolioPipeline
