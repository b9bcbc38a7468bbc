/// libFuzzer entry: the request parser (dates, guests, prices, sort, cursor, ids, names) and the query-string
/// number and coordinate parser, as the command line and the server call them. Refusals are fine; a trap, or an
/// accepted value that breaks the parser's promise, is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStayRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let parser = StayRequestParser(names: .query)
    let numbers = QueryTextParser()
    if let dates = try? parser.dates(checkIn: input.text(0), checkOut: input.text(1)) {
        require(dates.checkIn < dates.checkOut, "accepted dates out of order: \(dates)")
    }
    _ = try? parser.guests(
        adults: input.number(2), children: input.number(3), infants: input.number(4), pets: input.number(5))
    let minimum = try? numbers.decimal(input.text(6), name: "price_min")
    let maximum = try? numbers.decimal(input.text(7), name: "price_max")
    _ = try? parser.price(minimum: minimum, maximum: maximum)
    _ = try? numbers.integer(input.text(8), name: "limit")
    _ = try? numbers.coordinate(input.text(9), name: "near")
    _ = try? parser.sort(input.text(10))
    if let cursor = try? parser.cursor(input.text(11)) {
        require(
            cursor.utf8.allSatisfy { (0x21...0x7E).contains($0) }, "accepted a cursor with \(cursor.debugDescription)")
    }
    _ = try? parser.stayID(input.text(12))
    if let name = try? parser.guestName(input.text(13)) {
        require(TerminalText.printable(name) == name, "accepted a guest name that steers a terminal")
    }
    return 0
}
