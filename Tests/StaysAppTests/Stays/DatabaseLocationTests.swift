import Testing
@testable import StaysApp

@Suite struct DatabaseLocationTests {
    @Test func theOptionWinsOverTheEnvironment() throws {
        let location = DatabaseLocation(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        #expect(try location.path(option: "/tmp/s.sqlite") == "/tmp/s.sqlite")
    }

    @Test func xdgDataHomeComesBeforeHome() throws {
        #expect(try DatabaseLocation(environment: ["XDG_DATA_HOME": "/data/", "HOME": "/home/ada"]).path(option: nil)
            == "/data/stays/stays.sqlite")
        #expect(try DatabaseLocation(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"]).path(option: nil)
            == "/home/ada/.local/share/stays/stays.sqlite")
    }

    @Test func noHomeAndAnEmptyOptionAreUsageErrors() {
        #expect(throws: StayCommandError.usage("neither XDG_DATA_HOME nor HOME is set; pass --database PATH")) {
            try DatabaseLocation(environment: [:]).path(option: nil)
        }
        #expect(throws: StayCommandError.usage("--database needs a path")) {
            try DatabaseLocation(environment: ["HOME": "/h"]).path(option: "")
        }
    }
}
