/// What a parser made of the bytes at the front of the input buffer.
enum DecodeStep: Equatable {
    /// A complete key that used `length` bytes.
    case key(Key, length: Int)
    /// One printable Unicode scalar that used `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// Bytes that mean nothing to us and are dropped.
    case skip(length: Int)
    /// The bytes so far are the start of something longer; wait for more.
    case incomplete
}
