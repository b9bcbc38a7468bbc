import StaysDomain

extension StayQuery {
    // MARK: - Query parameters

    /// The parameters of `GET /stays` and `/stays/histogram` for this query: prices in major units of the price
    /// currency, the display currency when there is one, filter codes in their vocabularies' order, a box as
    /// `WEST,SOUTH,EAST,NORTH`.
    func apiQueryItems() -> [APIQueryItem] {
        var items: [APIQueryItem]
        switch area {
        case .place(let placeID, _, let radius):
            items = [APIQueryItem("place", placeID.rawValue), APIQueryItem("radius", decimal: radius)]
        case .box(let box):
            items = [APIQueryItem("bbox", box: box)]
        }
        items += timingItems
        items += [
            APIQueryItem("adults", String(guests.adults)), APIQueryItem("children", String(guests.children)),
            APIQueryItem("infants", String(guests.infants)), APIQueryItem("pets", String(guests.pets)),
            APIQueryItem("sort", sort.rawValue), APIQueryItem("limit", String(pageSize)),
        ]
        if let minimum = price?.minimum { items.append(APIQueryItem("minPrice", decimal: minimum)) }
        if let maximum = price?.maximum { items.append(APIQueryItem("maxPrice", decimal: maximum)) }
        if let currency { items.append(APIQueryItem("currency", currency.code)) }
        items += filterItems
        if let cursor { items.append(APIQueryItem("cursor", cursor)) }
        return items
    }

    /// Exact nights as `checkin` and `checkout` (with `flexDays` when give or take), months as `flexible` and
    /// `months`; nothing when browsing.
    private var timingItems: [APIQueryItem] {
        func nights(_ dates: StayDates) -> [APIQueryItem] {
            [APIQueryItem("checkin", dates.checkIn.iso8601), APIQueryItem("checkout", dates.checkOut.iso8601)]
        }
        switch timing {
        case .anyTime:
            return []
        case .nights(let dates):
            return nights(dates)
        case .flexible(let flexible):
            switch flexible.shape {
            case .around(let dates, let days):
                return nights(dates) + (days > 0 ? [APIQueryItem("flexDays", String(days))] : [])
            case .lengths(let length, let months):
                let names = months.map { String($0.iso8601.prefix(7)) }.joined(separator: ",")
                return [APIQueryItem("flexible", length.rawValue), APIQueryItem("months", names)]
            }
        }
    }

    private var filterItems: [APIQueryItem] {
        var items: [APIQueryItem] = []
        func list<Code: RawRepresentable & CaseIterable & Hashable>(_ name: String, _ codes: Set<Code>)
        where Code.RawValue == String {
            guard !codes.isEmpty else { return }
            items.append(
                APIQueryItem(name, Code.allCases.filter(codes.contains).map(\.rawValue).joined(separator: ",")))
        }
        list("types", filters.roomTypes)
        list("kinds", filters.propertyKinds)
        list("amenities", filters.amenities)
        if filters.minimumBedrooms > 0 { items.append(APIQueryItem("bedrooms", String(filters.minimumBedrooms))) }
        if filters.minimumBeds > 0 { items.append(APIQueryItem("beds", String(filters.minimumBeds))) }
        if filters.minimumBathrooms > 0 { items.append(APIQueryItem("bathrooms", decimal: filters.minimumBathrooms)) }
        return items
    }
}
