import StaysDomain

extension CompositionRoot {
    /// The scale benchmark: catalogues opened read-only through the openers the stay commands use, the page cache
    /// emptied through Linux's control file before each.
    func stayScaleBenchRunner() throws -> ScaleBenchRunner {
        try requireLocal("stays bench stays --scale")
        let resolver = assembler.resolver
        let opener = try StayCatalogScaleOpener(
            sqlite: resolver.required((any StayCatalogOpening).self),
            postgres: resolver.required((any StayCatalogOpening).self, name: PostgresStayCatalogOpener.name))
        return try ScaleBenchRunner(
            opener: opener, cache: LinuxPageCacheDropper(), clock: resolver.required((any Clock<Duration>).self),
            today: resolver.required((any TodayProviding).self), output: resolver.required((any TextOutput).self))
    }
}
