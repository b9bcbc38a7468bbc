/// What a deployment decides about its clients: which proxies may name them, whether the session cookie is always
/// `Secure`, and how many accounts one address may create an hour.
public struct ClientPolicy: Sendable, Equatable {
    /// Proxies (IP addresses) whose `X-Forwarded-For`, `-Host` and `-Proto` are believed; from any other peer they
    /// are ignored.
    public var trustedProxies: Set<String>
    /// Whether the session cookie is always `Secure` (else only when a trusted proxy forwards HTTPS).
    public var secureCookies: Bool
    /// Sign-ups one address may make an hour before each further one waits (30 s, doubling up to an hour).
    public var signUpsPerHour: Int

    /// Creates a policy; the defaults trust no proxy, mark the cookie `Secure` only behind HTTPS, and allow ten
    /// sign-ups an hour per address.
    public init(trustedProxies: Set<String> = [], secureCookies: Bool = false, signUpsPerHour: Int = 10) {
        self.trustedProxies = trustedProxies
        self.secureCookies = secureCookies
        self.signUpsPerHour = max(1, signUpsPerHour)
    }
}
