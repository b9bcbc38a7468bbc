/// Why signing up or in was refused; each case reads as a message for the user.
public enum AccountError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidEmail
    case invalidName
    case passwordTooShort(minimum: Int)
    case passwordTooLong(maximum: Int)
    case invalidPassword
    case emailTaken
    case wrongCredentials
    case notSignedIn

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .invalidEmail: "email must look like name@example.com (at most 254 characters)"
        case .invalidName: "name must be 1–100 printable characters"
        case .passwordTooShort(let minimum): "password must be at least \(minimum) characters"
        case .passwordTooLong(let maximum): "password must be at most \(maximum) bytes"
        case .invalidPassword: "password cannot contain control characters"
        case .emailTaken: "an account with this email already exists"
        case .wrongCredentials: "email or password is wrong"
        case .notSignedIn: "sign in first"
        }
    }
}
