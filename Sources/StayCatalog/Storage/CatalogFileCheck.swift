import Foundation
import StaysDomain

/// What the file system says about a catalogue path before SQLite touches it, so a mistyped path, a folder or a
/// device gives one clear error and a read-only opening never creates anything.
struct CatalogFileCheck {
    /// The catalogue's path.
    let path: String
    /// How the catalogue is being opened.
    let access: StayCatalogAccess

    // MARK: - Checking

    /// Refuses a path whose folder is missing, a folder or device, a missing file when reading, an empty file (a
    /// failed copy or restore, which SQLite would silently take for a new database), and a file its owner may not
    /// write when writing (even for root, who SQLite would let write anyway).
    func check() throws(StayCatalogError) {
        let files = FileManager()
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard folder.isEmpty || (files.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) else {
            if access == .reading { throw .missing(path: path) }
            throw .unreadable(path: path, reason: "the folder \(folder) does not exist")
        }
        guard let attributes = try? files.attributesOfItem(atPath: path) else {
            if access == .reading { throw .missing(path: path) }
            return
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: throw .unreadable(path: path, reason: "it is a folder, not a file")
        case .typeRegular?: break
        default: throw .unreadable(path: path, reason: "it is not a regular file")
        }
        if (attributes[.size] as? Int) == 0 { throw .foreign(path: path) }
        if access == .writing, let permissions = attributes[.posixPermissions] as? Int, permissions & 0o200 == 0 {
            throw .readOnly(path: path)
        }
    }
}
