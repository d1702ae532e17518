// The layers of docs/architecture.md ("Layers"), read from the source tree: each layer includes
// only what lies below it. Every `#include "…"` is resolved as the compiler would (beside the
// including file, else in the include folders the libraries declare), every `#include <Q…>` to
// the Qt module whose headers hold it; a rule is broken when a file of a layer includes a header
// that lives only in a folder, or a Qt module, the layer must not use.
#include "SourceTree.h"

#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTest>

using namespace cw::test;

namespace {

const QStringList CppFiles = {QStringLiteral("*.h"), QStringLiteral("*.cpp")};

// The game folders, from the one list of them (cmake/Games.cmake: set(CW_GAMES …)).
QStringList gameFolders()
{
    static const QRegularExpression list(QStringLiteral(R"(set\(CW_GAMES\s+([^)]*)\))"));
    const QRegularExpressionMatch match =
        list.match(sourceText(QStringLiteral("cmake/Games.cmake")));
    return match.captured(1).split(QRegularExpression(QStringLiteral(R"(\s+)")),
                                   Qt::SkipEmptyParts);
}

// The folders quoted includes are looked up in (the libraries' include directories: models/,
// render/, editor/, app/, translations/, qml/common and each qml/<game>; tests/support).
QStringList includeRoots()
{
    QStringList roots = {QStringLiteral("models"),       QStringLiteral("render"),
                         QStringLiteral("editor"),       QStringLiteral("app"),
                         QStringLiteral("translations"), QStringLiteral("qml/common")};
    for (const QString &game : gameFolders())
        roots.append(QStringLiteral("qml/") + game);
    roots.append(QStringLiteral("tests/support"));
    return roots;
}

struct Include {
    QString file; // the including file, relative to the root
    int line = 0;
    QString name;       // as written between the quotes or brackets
    bool quoted = true; // "…" rather than <…>
    // Quoted: the headers it may mean (beside the file, else every root that has it), relative to
    // the root; empty when none exists (a generated header). Bracketed: the Qt module ("QtGui"),
    // empty for a header of no Qt module.
    QStringList candidates;
    QString module;
};

class SourceIncludes {
public:
    SourceIncludes()
        : m_roots(includeRoots()), m_qtHeaders(QLibraryInfo::path(QLibraryInfo::HeadersPath))
    {
    }

    // Every include of the C++ files under `folder`.
    std::vector<Include> under(const QString &folder) const
    {
        static const QRegularExpression directive(
            QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"),
            QRegularExpression::MultilineOption);
        std::vector<Include> includes;
        for (const QString &file : filesUnder(folder, CppFiles)) {
            const QString text = sourceText(file);
            for (QRegularExpressionMatchIterator it = directive.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                Include include;
                include.file = file;
                include.line = int(text.left(match.capturedStart()).count(u'\n')) + 1;
                include.name = match.captured(2);
                include.quoted = match.captured(1) == QLatin1String("\"");
                if (include.quoted)
                    include.candidates = resolve(file, include.name);
                else
                    include.module = qtModule(include.name);
                includes.push_back(include);
            }
        }
        return includes;
    }

    const QString &qtHeaders() const { return m_qtHeaders; }

private:
    QStringList resolve(const QString &file, const QString &name) const
    {
        const QString root = sourceRoot() + u'/';
        const QString beside = QDir::cleanPath(QFileInfo(file).path() + u'/' + name);
        if (QFileInfo::exists(root + beside))
            return {beside};
        QStringList found;
        for (const QString &folder : m_roots)
            if (QFileInfo::exists(root + folder + u'/' + name))
                found.append(QDir::cleanPath(folder + u'/' + name));
        return found;
    }

    // <QtGui/QColor> and <QtGui> name their module; <QColor> is found among the modules' headers.
    QString qtModule(const QString &name) const
    {
        const QString first = name.section(u'/', 0, 0);
        if (first.startsWith(QLatin1String("Qt")) && QFileInfo(m_qtHeaders + u'/' + first).isDir())
            return first;
        if (!name.startsWith(u'Q') || name.contains(u'/'))
            return {};
        const QStringList modules =
            QDir(m_qtHeaders).entryList({QStringLiteral("Qt*")}, QDir::Dirs, QDir::Name);
        for (const QString &module : modules)
            if (QFileInfo::exists(m_qtHeaders + u'/' + module + u'/' + name))
                return module;
        return {};
    }

    QStringList m_roots;
    QString m_qtHeaders;
};

bool inFolder(const QString &path, const QString &folder)
{
    return path.startsWith(folder + u'/');
}

// Whether every header `include` may mean lies in one of `folders`.
bool onlyIn(const Include &include, const QStringList &folders)
{
    if (include.candidates.isEmpty())
        return false;
    return std::all_of(include.candidates.begin(), include.candidates.end(),
                       [&](const QString &path) {
                           return std::any_of(folders.begin(), folders.end(),
                                              [&](const QString &f) { return inFolder(path, f); });
                       });
}

// The layers a game has a folder in (docs/architecture.md, "A game is one folder").
const QStringList GameLayers = {QStringLiteral("models"), QStringLiteral("render"),
                                QStringLiteral("editor"), QStringLiteral("qml"),
                                QStringLiteral("tests")};

// Every game's folder in the given layers ("models/rowing", "qml/rowing"…).
QStringList gameFoldersOf(const QStringList &layers)
{
    QStringList folders;
    for (const QString &layer : layers)
        for (const QString &game : gameFolders())
            folders.append(layer + u'/' + game);
    return folders;
}

QString where(const Include &include)
{
    const QString name = include.quoted ? u'"' + include.name + u'"' : u'<' + include.name + u'>';
    return QStringLiteral("%1:%2: #include %3").arg(include.file).arg(include.line).arg(name);
}

// The source tree's includes, read once for every test function.
const SourceIncludes &sourceIncludes()
{
    static const SourceIncludes includes;
    return includes;
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT

    // Fails listing every include of the files under `folder` (but not under the `except` folders)
    // that lives only in `forbidden` folders or comes from a `forbiddenModules` Qt module.
    void check(const QString &folder, const QStringList &forbidden,
               const QStringList &forbiddenModules = {}, const QStringList &except = {})
    {
        const std::vector<Include> includes = sourceIncludes().under(folder);
        QVERIFY2(!includes.empty(), qPrintable(folder + QStringLiteral(" has no includes")));
        QStringList broken;
        for (const Include &include : includes) {
            const QString &file = include.file; // a lambda may not capture Include itself
            if (std::any_of(except.begin(), except.end(),
                            [&file](const QString &f) { return inFolder(file, f); }))
                continue;
            if (include.quoted ? onlyIn(include, forbidden)
                               : forbiddenModules.contains(include.module))
                broken.append(where(include));
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(!sourceRoot().isEmpty(), "CW_SOURCE_DIR is not set");
        QVERIFY(gameFolders().contains(QStringLiteral("rowing")));
        QVERIFY(QFileInfo(sourceIncludes().qtHeaders() + QStringLiteral("/QtGui/QColor")).exists());
    }

    // The resolver finds what the compiler finds: every quoted include of the libraries names an
    // existing header (else a rule could not see what it includes), and Qt headers are placed in
    // their module.
    void includesResolve()
    {
        QStringList unresolved;
        for (const QString &layer :
             {QStringLiteral("models"), QStringLiteral("render"), QStringLiteral("editor"),
              QStringLiteral("qml"), QStringLiteral("app")})
            for (const Include &include : sourceIncludes().under(layer))
                if (include.quoted && include.candidates.isEmpty() &&
                    !include.name.endsWith(QLatin1String(".moc")))
                    unresolved.append(where(include));
        QVERIFY2(unresolved.isEmpty(), qPrintable(unresolved.join(u'\n')));
        const std::vector<Include> render = sourceIncludes().under(QStringLiteral("render"));
        QVERIFY(std::any_of(render.begin(), render.end(), [](const Include &include) {
            return include.module == QLatin1String("QtGui");
        }));
    }

    // The board and the command-line tool never include the QtWidgets editor.
    void boardIncludesNoEditor() { check(QStringLiteral("qml"), {QStringLiteral("editor")}); }
    void cliIncludesNoEditor() { check(QStringLiteral("app/cli"), {QStringLiteral("editor")}); }

    // The render library draws with QtGui alone: no editor, board or app, no widgets, no Qt Quick.
    void renderIncludesNoWidgetsNorQuick()
    {
        check(QStringLiteral("render"),
              {QStringLiteral("editor"), QStringLiteral("qml"), QStringLiteral("app")},
              {QStringLiteral("QtWidgets"), QStringLiteral("QtQuick"), QStringLiteral("QtQml"),
               QStringLiteral("QtQuickWidgets"), QStringLiteral("QtPrintSupport")});
    }

    // The models are QtCore only: nothing drawn, nothing of the layers above.
    void modelsIncludeQtCoreOnly()
    {
        check(QStringLiteral("models"),
              {QStringLiteral("render"), QStringLiteral("editor"), QStringLiteral("qml"),
               QStringLiteral("app")},
              {QStringLiteral("QtGui"), QStringLiteral("QtWidgets"), QStringLiteral("QtQuick"),
               QStringLiteral("QtQml"), QStringLiteral("QtSvg"), QStringLiteral("QtQuickWidgets"),
               QStringLiteral("QtPrintSupport")});
    }

    // The generic AI knows no game: games reach it through GameInfo::ai.
    void aiIncludesNoGame()
    {
        check(QStringLiteral("models/ai"), gameFoldersOf({QStringLiteral("models")}));
    }

    // The app shell knows no game by name (its command-line tool is checked for the editor above).
    void appIncludesNoGame()
    {
        check(QStringLiteral("app"),
              gameFoldersOf({QStringLiteral("models"), QStringLiteral("render"),
                             QStringLiteral("editor"), QStringLiteral("qml")}),
              {}, {QStringLiteral("app/cli")});
    }

    // A game is one folder (docs/architecture.md): what every game shares includes no game
    // folder's headers, so that adding or removing a game touches no shared file. In each layer
    // that is everything but its game folders (models/core, course, ai, session, lab;
    // render/print; editor/core, lab and the editor window's own files; qml/common and Board.qml's
    // registry; app and its command-line tool), and the shared tests, their support and the
    // fuzz targets.
    void sharedFoldersIncludeNoGame_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QStringList>("except");
        for (const QString &layer : {QStringLiteral("models"), QStringLiteral("render"),
                                     QStringLiteral("editor"), QStringLiteral("qml")})
            QTest::newRow(qPrintable(layer)) << layer << gameFoldersOf({layer});
        for (const QString &folder : {QStringLiteral("app"), QStringLiteral("tests/shared"),
                                      QStringLiteral("tests/support"),
                                      QStringLiteral("tests/source"), QStringLiteral("fuzz")})
            QTest::newRow(qPrintable(folder)) << folder << QStringList();
    }

    void sharedFoldersIncludeNoGame()
    {
        QFETCH(QString, folder);
        QFETCH(QStringList, except);
        check(folder, gameFoldersOf(GameLayers), {}, except);
    }

    // No game's folders include another game's headers: each game can be read, changed and
    // removed alone.
    void gamesIncludeNoOtherGame_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QStringList>("others");
        for (const QString &game : gameFolders()) {
            QStringList others;
            for (const QString &other : gameFolders())
                if (other != game)
                    for (const QString &layer : GameLayers)
                        others.append(layer + u'/' + other);
            for (const QString &layer : GameLayers)
                if (QFileInfo(sourceRoot() + u'/' + layer + u'/' + game).isDir())
                    QTest::newRow(qPrintable(layer + u'/' + game))
                        << QString(layer + u'/' + game) << others;
        }
    }

    void gamesIncludeNoOtherGame()
    {
        QFETCH(QString, folder);
        QFETCH(QStringList, others);
        check(folder, others);
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
