#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace cw {

// Reads the fields of one object of a host's message (docs/protocol.md, "Host to client"), each
// checked for its type and its bounds. The first field at fault sets *error to "<path>: <reason>"
// ("lobby.seats[2].colour: must be a colour …") and every later read returns an empty value, so a
// reader reads its fields in order and checks ok() once. Objects inside share the same error.
class OnlineFields {
    Q_DECLARE_TR_FUNCTIONS(cw::OnlineFields)

public:
    // `path` names the object in messages ("lobby", "lobby.seats[2]").
    OnlineFields(const QJsonObject &json, const QString &path, QString *error);

    bool ok() const { return m_error->isEmpty(); }
    // The path of one of its fields ("lobby.seats").
    QString pathOf(const QString &key) const;
    // Sets the error for that field (the first one only); returns false.
    bool fail(const QString &key, const QString &reason) const;

    // A string of minLength to maxLength characters. Absent: "" when `optional`, else an error.
    QString text(const QString &key, int minLength, int maxLength, bool optional = false) const;
    // One of `keys`, exactly as written.
    QString oneOf(const QString &key, const QStringList &keys) const;
    // "#rrggbb", or "" when `mayBeEmpty` and it is (or is absent).
    QString colour(const QString &key, bool mayBeEmpty) const;
    qint64 whole(const QString &key, qint64 minimum, qint64 maximum) const;
    bool boolean(const QString &key) const;
    // An object; absent reads as {} when `optional`.
    QJsonObject object(const QString &key, bool optional = false) const;
    // An array of at most maxCount entries.
    QJsonArray array(const QString &key, qsizetype maxCount) const;

private:
    QJsonValue present(const QString &key, bool optional) const;

    QJsonObject m_json;
    QString m_path;
    QString *m_error;
};

} // namespace cw
