import StaysDomain

extension StayFilters {
    // MARK: - Editing

    /// Whether `choice` is switched on.
    func contains(_ choice: StayFilterChoice) -> Bool {
        switch choice {
        case .roomType(let type): roomTypes.contains(type)
        case .propertyKind(let kind): propertyKinds.contains(kind)
        case .amenity(let amenity): amenities.contains(amenity)
        }
    }

    /// The filters with `choice` switched the other way.
    func toggling(_ choice: StayFilterChoice) -> StayFilters {
        var (types, kinds, wanted) = (roomTypes, propertyKinds, amenities)
        switch choice {
        case .roomType(let type): types.formSymmetricDifference([type])
        case .propertyKind(let kind): kinds.formSymmetricDifference([kind])
        case .amenity(let amenity): wanted.formSymmetricDifference([amenity])
        }
        let toggled = try? StayFilters(
            roomTypes: types, propertyKinds: kinds, minimumBedrooms: minimumBedrooms, minimumBeds: minimumBeds,
            minimumBathrooms: minimumBathrooms, amenities: wanted)
        return toggled ?? self
    }

    /// The fewest of `minimum` asked for; 0 means any.
    func value(of minimum: StayFilterMinimum) -> Double {
        switch minimum {
        case .bedrooms: Double(minimumBedrooms)
        case .beds: Double(minimumBeds)
        case .bathrooms: minimumBathrooms
        }
    }

    /// The filters with `minimum` one higher (`step` 1) or lower (-1), or nil below 0 or above the largest minimum.
    func stepping(_ minimum: StayFilterMinimum, by step: Int) -> StayFilters? {
        let current = value(of: minimum)
        let next = max(0, current + Double(step))
        guard next != current else { return nil }
        return try? StayFilters(
            roomTypes: roomTypes, propertyKinds: propertyKinds,
            minimumBedrooms: minimum == .bedrooms ? Int(next) : minimumBedrooms,
            minimumBeds: minimum == .beds ? Int(next) : minimumBeds,
            minimumBathrooms: minimum == .bathrooms ? next : minimumBathrooms, amenities: amenities)
    }
}
