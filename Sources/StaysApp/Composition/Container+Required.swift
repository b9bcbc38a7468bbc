import Swinject

/// What a registration builds: the service, or why the graph behind it cannot be put together.
typealias Built<Service> = Result<Service, any Error>

// MARK: - Registering

extension Container {
    /// Registers how `Service` is built from what it `required`: a registration missing below it is kept, not
    /// crashed on.
    @discardableResult
    func provide<Service>(
        _ type: Service.Type, name: String? = nil,
        _ factory: @escaping (any Resolver) throws -> Service
    ) -> ServiceEntry<Built<Service>> {
        register(Built<Service>.self, name: name) { resolver in
            Result { try factory(resolver) }
        }
    }

    /// Registers how `Service` is built from one argument given when resolving.
    @discardableResult
    func provide<Service, Argument>(
        _ type: Service.Type, _ factory: @escaping (any Resolver, Argument) throws -> Service
    ) -> ServiceEntry<Built<Service>> {
        register(Built<Service>.self) { resolver, argument in
            Result { try factory(resolver, argument) }
        }
    }

    /// Registers how `Service` is built from two arguments given when resolving.
    @discardableResult
    func provide<Service, First, Second>(
        _ type: Service.Type, _ factory: @escaping (any Resolver, First, Second) throws -> Service
    ) -> ServiceEntry<Built<Service>> {
        register(Built<Service>.self) { resolver, first, second in
            Result { try factory(resolver, first, second) }
        }
    }
}

// MARK: - Resolving

extension Resolver {
    /// The `Service` registered (under `name`), or `CompositionError.unregistered` naming the first thing missing.
    func required<Service>(_ type: Service.Type, name: String? = nil) throws -> Service {
        guard let built = resolve(Built<Service>.self, name: name) else {
            throw CompositionError.unregistered(CompositionError.name(of: type, name: name))
        }
        return try built.get()
    }

    /// The `Service` built from `argument`, or `CompositionError.unregistered` naming the first thing missing.
    func required<Service, Argument>(_ type: Service.Type, argument: Argument) throws -> Service {
        guard let built = resolve(Built<Service>.self, argument: argument) else {
            throw CompositionError.unregistered(CompositionError.name(of: type))
        }
        return try built.get()
    }

    /// The `Service` built from two arguments, or `CompositionError.unregistered` naming the first thing missing.
    func required<Service, First, Second>(
        _ type: Service.Type, arguments first: First, _ second: Second
    ) throws -> Service {
        guard let built = resolve(Built<Service>.self, arguments: first, second) else {
            throw CompositionError.unregistered(CompositionError.name(of: type))
        }
        return try built.get()
    }

    /// The `Service` when one is registered (a run against a server has fewer), nil when none is.
    func optional<Service>(_ type: Service.Type) throws -> Service? {
        try resolve(Built<Service>.self)?.get()
    }
}
