import StaysDomain
import StaysWire

/// Runs the `stays places …` commands against the place protocols and writes their output.
struct PlaceCommandRunner: Sendable {
    let suggester: any PlaceSuggesting
    let nearbyFinder: any NearbyPlaceFinding
    let detailSearcher: any PlaceDetailSearching
    let output: any TextOutput
    /// The words of the tables, in the person's language (the JSON and batch answers have none).
    let words: any Localizing
    private let json = JSONText()
    private let writer = SuggestionJSONWriter()
    private var formatter: PlaceTableFormatter { PlaceTableFormatter(words: words) }

    // MARK: - Commands

    /// `stays places suggest TEXT`.
    func suggest(_ query: SuggestionQuery, format: OutputFormat) async throws {
        let suggestions = try await suggester.suggestions(for: query)
        switch format {
        case .table: output.write(formatter.suggestions(suggestions))
        case .json: output.write(writer.json(SuggestionsResponse(suggestions: suggestions)) + "\n")
        }
    }

    /// `stays places nearby --near LAT,LON`.
    func nearby(_ query: NearbyQuery, format: OutputFormat) async throws {
        write(try await nearbyFinder.nearbyPlaces(for: query), format: format)
    }

    /// `stays places search TEXT|--group ID`.
    func search(_ query: PlaceDetailQuery, format: OutputFormat) async throws {
        write(try await detailSearcher.places(for: query), format: format)
    }

    /// `stays places suggest --batch`: one JSON answer per input line, in order, names in `language`; a bad line
    /// gets an error line and the batch goes on; it stops when its output fails.
    func batch(lines: some Sequence<String>, language: String? = nil) async {
        for line in lines {
            output.write(await answer(line, language: language) + "\n")
            if output.failure != nil { return }
        }
    }

    // MARK: - Batch lines

    func answer(_ line: String, language: String? = nil) async -> String {
        do {
            let request = try decodeRequest(line)
            let near = try request.near.map { try Coordinate.validated(latitude: $0.latitude, longitude: $0.longitude) }
            let query = try SuggestionQuery(
                text: request.text, near: near, limit: request.limit ?? 10, language: language)
            return writer.json(SuggestionsResponse(suggestions: try await suggester.suggestions(for: query)))
        } catch let error as PlaceQueryError {
            return json.encode(ErrorResponse(error: error.description))
        } catch let error as BatchLineError {
            return json.encode(ErrorResponse(error: error.description))
        } catch {
            return json.encode(ErrorResponse(error: "\(error)"))
        }
    }

    private func decodeRequest(_ line: String) throws -> SuggestionRequest {
        guard line.utf8.count <= 64 * 1024 else { throw BatchLineError.tooLong }
        guard !line.allSatisfy(\.isWhitespace) else { throw BatchLineError.empty }
        do {
            return try json.decode(SuggestionRequest.self, from: line)
        } catch {
            throw BatchLineError.malformed
        }
    }

    private func write(_ places: [PlaceWithDistance], format: OutputFormat) {
        switch format {
        case .table: output.write(formatter.places(places))
        case .json: output.write(json.encode(PlaceListResponse(results: places)) + "\n")
        }
    }
}
