#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cw {

// A painter's unsaved piece (a Salmon Run board, a road tile), kept from one session of the
// painter to the next and across a quit or a crash: one JSON file in the user data folder
// (UserDataFolder), named after the painter ("board-painter-draft.json"), outside the piece
// library so that the library never lists a draft. PiecePainterDialog writes it on every change
// of a piece that is not in the library, removes it once the piece is saved or discarded, and
// opens on it.
class PieceDraft {
    Q_DECLARE_TR_FUNCTIONS(cw::PieceDraft)

public:
    explicit PieceDraft(const QString &fileName);

    QString path() const { return m_path; }
    // Tests point it elsewhere.
    void setPath(const QString &path) { m_path = path; }

    // Writes `piece` atomically (AtomicFile). False with *error naming the file when it cannot.
    bool write(const QJsonObject &piece, QString *error) const;
    // The draft's JSON object, or nothing: *error is empty when there is no draft, and names the
    // file and the reason when there is one that cannot be read. Whether the object is a sound
    // piece is the painter's to check.
    std::optional<QJsonObject> read(QString *error) const;
    void remove() const;

private:
    QString m_path;
};

} // namespace cw
