#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cw {

// Where the user's own course pieces (the board and tile libraries) and the painters' drafts are
// kept: QStandardPaths::AppDataLocation, less its last folder when the application is named as
// its organisation. Qt makes ".../Coursewright/Coursewright" of the application "Coursewright" of
// "Coursewright"; earlier versions kept the files there, and the first call to path() moves them
// up (migrate()), so that a user's library is found where it now lives and nothing is lost.
class UserDataFolder {
    Q_DECLARE_TR_FUNCTIONS(cw::UserDataFolder)

public:
    // The folder (not created). The first call migrates the folder earlier versions used.
    static QString path();

    // Moves everything in `from` into `to`, folder by folder: a file that `to` already has (or
    // that cannot be moved) stays in `from` untouched, so no file is ever replaced or lost.
    // `from` is removed once it is empty. Returns one message per entry left behind, naming it.
    static QStringList migrate(const QString &from, const QString &to);
};

} // namespace cw
