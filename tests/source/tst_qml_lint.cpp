// qmllint (Qt 6.4's, CW_QMLLINT) on every QML file under qml/, against the QML module the build
// made (CW_QML_IMPORT_DIR, so `import Coursewright` resolves the module's C++ types): a file
// passes with no warning of any category qmllint checks by default. Four messages are let
// through, each a limitation of Qt 6.4's qmllint rather than a fault of the file (see
// allowedOnQt64()).
// One row per file: a new board's QML is linted without being listed here.
#include "SourceTree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cw::test;

namespace {

// The ids a QML file declares ("id: board").
QSet<QString> declaredIds(const QString &text)
{
    static const QRegularExpression id(QStringLiteral(R"(\bid\s*:\s*([A-Za-z_]\w*))"));
    QSet<QString> ids;
    for (QRegularExpressionMatchIterator it = id.globalMatch(text); it.hasNext();)
        ids.insert(it.next().captured(1));
    return ids;
}

// Whether a qmllint warning on `text` is one Qt 6.4 raises on a correct file, for want of a way
// to satisfy it before Qt 6.5. qmllint's categories are too coarse to disable only these: the
// first is in "unqualified", the others in "type", both of which find real faults otherwise.
// - "Unqualified access" to an id of the file from inside a component (a delegate, an inline
//   Component): Qt 6.4's qmllint does not let a component see the ids of the file around it,
//   though QML does; Qt 6.5 added `pragma ComponentBehavior: Bound` to say so. An unqualified
//   name that is not one of the file's ids (modelData, index, a parent's property) still fails.
// - Qt.callLater: Qt 6.4's qmltypes declare it a QJSValue property of the Qt object, not a
//   method, so every call is reported ("may or may not be a method").
// - A JavaScript array method (join, slice…) of a QStringList property: QML hands the list to
//   JavaScript as an array, but Qt 6.4's qmllint knows no method of a sequence type.
// - A key of a QVariantMap property (a hint preview's "chance"): QML hands the map to JavaScript
//   as an object whose keys are data, listed beside the C++ property; Qt 6.4's qmllint reads
//   QVariantMap as a type without properties.
bool allowedOnQt64(const QJsonObject &warning, const QString &text, const QSet<QString> &ids)
{
    static const QRegularExpression arrayMethod(
        QStringLiteral(R"re(^Property "(concat|every|filter|find|findIndex|forEach|includes|)re"
                       R"re(indexOf|join|lastIndexOf|map|reduce|slice|some)" )re"
                       R"re(not found on type "QStringList"$)re"));
    static const QRegularExpression mapKey(
        QStringLiteral(R"re(^Property "\w+" not found on type "QVariantMap"$)re"));
    const QString message = warning.value(QStringLiteral("message")).toString();
    if (message == QLatin1String("Unqualified access")) {
        const int offset = warning.value(QStringLiteral("charOffset")).toInt(-1);
        const int length = warning.value(QStringLiteral("length")).toInt();
        return offset >= 0 && ids.contains(text.mid(offset, length));
    }
    return message.startsWith(QLatin1String(R"(Property "callLater" is a QJSValue property.)")) ||
           arrayMethod.match(message).hasMatch() || mapKey.match(message).hasMatch();
}

} // namespace

class TestQmlLint : public QObject {
    Q_OBJECT

private slots:
    void fileHasNoWarning_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = filesUnder(QStringLiteral("qml"), {QStringLiteral("*.qml")});
        QVERIFY2(!files.isEmpty(), "no QML file under CW_SOURCE_DIR/qml");
        for (const QString &path : files)
            QTest::newRow(qPrintable(path)) << path;
    }
    void fileHasNoWarning()
    {
        QFETCH(QString, path);
        const QString file = sourceRoot() + u'/' + path;
        QProcess lint;
        lint.start(QStringLiteral(CW_QMLLINT),
                   {QStringLiteral("--json"), QStringLiteral("-"), QStringLiteral("-I"),
                    QStringLiteral(CW_QML_IMPORT_DIR), file});
        QVERIFY2(lint.waitForFinished(120000), qPrintable(lint.errorString()));
        const QJsonObject report = QJsonDocument::fromJson(lint.readAllStandardOutput()).object();
        const QJsonArray files = report.value(QStringLiteral("files")).toArray();
        QVERIFY2(files.size() == 1, qPrintable(QString::fromUtf8(lint.readAllStandardError())));

        const QString text = sourceText(path);
        const QSet<QString> ids = declaredIds(text);
        QStringList faults;
        const QJsonArray warnings =
            files.first().toObject().value(QStringLiteral("warnings")).toArray();
        for (const QJsonValue &value : warnings) {
            const QJsonObject warning = value.toObject();
            const QString type = warning.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("info") || type == QLatin1String("debug") ||
                allowedOnQt64(warning, text, ids))
                continue;
            faults.append(QStringLiteral("%1:%2:%3: %4")
                              .arg(path)
                              .arg(warning.value(QStringLiteral("line")).toInt())
                              .arg(warning.value(QStringLiteral("column")).toInt())
                              .arg(warning.value(QStringLiteral("message")).toString()));
        }
        QVERIFY2(faults.isEmpty(), qPrintable(u'\n' + faults.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestQmlLint)
#include "tst_qml_lint.moc"
