// The porting bed's construct app: its sources (App/) are written as an iOS developer writes them, in Swift 5 mode,
// and compiled through the TranslateIOSSources plugin; ConstructTests (Tests/PortedConstructs/Tests) drives them.
