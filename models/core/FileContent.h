#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cw {

// What a file holds, decided by its content, so that `coursewright FILE` (a double-click in a
// file manager) opens a saved game in the main window and a course in the editor, whatever the
// file is called: .json course files open as well as .cwcourse ones. It only sorts; the game
// record reader and the course reader check the file in full afterwards.
//
// By content: a JSON object with a "game" string and an "actions" array is a game record; one
// with a "kind" string at its top level is a course (a record's course sits one level down). When
// the content decides nothing (damaged JSON, a missing field), the file's own extension does:
// .cwgame goes to the game reader and .cwcourse to the course reader, whose messages say what is
// wrong with the file. Anything else is Neither, with a reason.
class FileContent {
    Q_DECLARE_TR_FUNCTIONS(cw::FileContent)

public:
    enum Kind { Game, Course, Neither };

    static constexpr char GameSuffix[] = "cwgame";
    static constexpr char CourseSuffix[] = "cwcourse";
    // Larger files are refused unread: a record of a long game is a few hundred kilobytes.
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

    Kind kind = Neither;
    // The "kind" of a course decided by its content ("rowing", "salmon-river"); empty otherwise.
    QString courseKind;
    // For Neither: "<file name>: <why it is neither>", for a message box or standard error.
    QString reason;

    // Never fails: a missing or unreadable file is Neither, with the reason.
    static FileContent ofFile(const QString &path);
    // The same for bytes already read; `fileName` names the file in the reason and gives the
    // extension that decides when the content does not.
    static FileContent ofBytes(const QByteArray &data, const QString &fileName);
};

} // namespace cw
