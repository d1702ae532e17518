// New Game knows no game by name: the seat wording, the seat range, the course summary and the
// options all come from the chosen game's GameInfo.
#include "CoursePreview.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "ScopedLanguage.h"
#include "core/GameRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace cw;

class TestNewGameDialog : public QObject {
    Q_OBJECT

private:
    static void choose(NewGameDialog &dialog, const QString &gameId)
    {
        auto *game = dialog.findChild<QComboBox *>(QStringLiteral("game"));
        game->setCurrentIndex(game->findData(gameId));
    }

private slots:
    // Each game's options appear as the game declares them, and only for that game; the values
    // chosen go into the setup.
    void optionsFollowTheGame()
    {
        NewGameDialog dialog;
        for (const GameInfo &info : GameRegistry::games()) {
            choose(dialog, info.id);
            QCOMPARE(dialog.setup().gameId, info.id);
            QCOMPARE(dialog.setup().options.size(), qsizetype(info.options.size()));
            for (const GameOption &option : info.options) {
                auto *editor = dialog.findChild<QWidget *>(option.key);
                QVERIFY2(editor, qPrintable(option.key));
                QCOMPARE(editor->toolTip(), option.toolTip.text());
                QCOMPARE(dialog.setup().options.value(option.key), option.defaultValue);
                if (auto *box = qobject_cast<QCheckBox *>(editor)) {
                    QCOMPARE(box->text(), option.label.text());
                    box->setChecked(!box->isChecked());
                    QCOMPARE(dialog.setup().options.value(option.key).toBool(),
                             !option.defaultValue.toBool());
                }
            }
            QString error;
            for (const GameOption &option : info.options)
                QVERIFY2(option.read(dialog.setup().options, &error), qPrintable(error));
        }
    }

    // Seats are counted, numbered and named in the game's own words; a seat still named by one
    // game's default takes the next game's default.
    // Start starts; the seed waits under Advanced; the chosen course is drawn, for every game.
    void startButtonAdvancedSeedAndPreview()
    {
        NewGameDialog dialog;
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QCOMPARE(buttons->button(QDialogButtonBox::Ok)->text(), QStringLiteral("&Start"));
        auto *advanced = dialog.findChild<QToolButton *>(QStringLiteral("advanced"));
        auto *seed = dialog.findChild<QLineEdit *>(QStringLiteral("seed"));
        QVERIFY(advanced && seed);
        dialog.show();
        QVERIFY(!seed->isVisible());
        advanced->click();
        QVERIFY(seed->isVisible());
        auto *preview = dialog.findChild<CoursePreview *>(QStringLiteral("coursePreview"));
        QVERIFY(preview);
        for (const GameInfo &info : GameRegistry::games()) {
            choose(dialog, info.id);
            // A game played without a course (Line cards' table) shows no course at all.
            if (info.defaultCourse.isEmpty())
                QVERIFY2(!preview->isVisible() && !preview->hasPicture(), qPrintable(info.id));
            else
                QVERIFY2(preview->isVisible() && preview->hasPicture(), qPrintable(info.id));
        }
    }

    // Issue 32: the rowing course's strips were drawn in ragged lines, the last one a stub. Each
    // game's default course, in the dialog's smallest preview and a larger one, in English and
    // French: every piece shows inside the preview; a long course cut into lines shows lines of
    // one length, each starting where the one above ended, its pieces end to end. With CW_SHOTS
    // set, saves each preview.
    void previewShowsTheWholeCourse_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const GameInfo &info : GameRegistry::games())
            if (!info.defaultCourse.isEmpty())
                for (const QSize size : {QSize(300, 220), QSize(560, 420)})
                    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")})
                        QTest::addRow("%s-%dx%d-%s", qPrintable(info.id), size.width(),
                                      size.height(), qPrintable(language))
                            << info.id << size << language;
    }
    void previewShowsTheWholeCourse()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Language languages;
        test::ScopedLanguage scoped(languages);
        QVERIFY(scoped.apply(language));
        NewGameDialog dialog;
        choose(dialog, gameId);
        CoursePreview preview;
        preview.setCourse(dialog.setup().course);
        preview.resize(size);
        QVERIFY(preview.hasPicture());
        const std::vector<std::vector<CoursePreview::Placed>> lines = preview.placements();
        QVERIFY(!lines.empty());
        const QRectF inside = QRectF(preview.rect()).adjusted(3.5, 3.5, -3.5, -3.5);
        QRectF firstLine;
        for (const std::vector<CoursePreview::Placed> &line : lines) {
            QVERIFY(!line.empty());
            QRectF extent;
            for (size_t i = 0; i < line.size(); ++i) {
                const QRectF at = line[i].shown;
                QVERIFY2(inside.contains(at), qPrintable(QStringLiteral("piece %1 at %2,%3 %4×%5")
                                                             .arg(line[i].piece)
                                                             .arg(at.x())
                                                             .arg(at.y())
                                                             .arg(at.width())
                                                             .arg(at.height())));
                extent = extent.united(at);
                if (lines.size() > 1 && i > 0) // a long row: end to end
                    QVERIFY(qAbs(line[i].rect.left() - line[i - 1].rect.right()) < 0.5);
            }
            if (firstLine.isNull())
                firstLine = extent;
            else if (lines.size() > 1) { // justified: one length, one left edge
                QVERIFY(qAbs(extent.left() - firstLine.left()) < 0.5);
                QVERIFY(qAbs(extent.width() - firstLine.width()) < 0.5);
            }
        }
        // Every piece shows whole, in one line or in parts over several, nothing twice.
        QMap<int, double> shownOf, widthOf;
        for (const std::vector<CoursePreview::Placed> &line : lines)
            for (const CoursePreview::Placed &placed : line) {
                shownOf[placed.piece] += placed.shown.width();
                widthOf[placed.piece] = placed.rect.width();
            }
        for (auto piece = widthOf.cbegin(); piece != widthOf.cend(); ++piece)
            QVERIFY2(qAbs(shownOf.value(piece.key()) - piece.value()) < 0.5,
                     qPrintable(QStringLiteral("piece %1").arg(piece.key())));
        const QString shots = qEnvironmentVariable("CW_SHOTS");
        if (!shots.isEmpty()) {
            QDir().mkpath(shots);
            preview.grab().save(QDir(shots).filePath(QStringLiteral("preview-%1-%2x%3-%4.png")
                                                         .arg(gameId)
                                                         .arg(size.width())
                                                         .arg(size.height())
                                                         .arg(language)));
        }
    }

    // The person playing is named after their login, or "Player 1"; never "You".
    void defaultSeatIsNamedAfterTheUser()
    {
        const QByteArray user = qgetenv("USER"), userName = qgetenv("USERNAME");
        qputenv("USER", "ada");
        QCOMPARE(NewGameDialog::defaultPlayerName(), QStringLiteral("Ada"));
        QCOMPARE(NewGameDialog::defaultSeats(GameRegistry::games().front(), 2)[0].name,
                 QStringLiteral("Ada"));
        qunsetenv("USER");
        qunsetenv("USERNAME");
        QCOMPARE(NewGameDialog::defaultPlayerName(), QStringLiteral("Player 1"));
        qputenv("USER", "root");
        QCOMPARE(NewGameDialog::defaultPlayerName(), QStringLiteral("Player 1"));
        qputenv("USER", user);
        qputenv("USERNAME", userName);
    }

    void seatsFollowTheGame()
    {
        NewGameDialog dialog;
        for (const GameInfo &info : GameRegistry::games()) {
            choose(dialog, info.id);
            auto *count = dialog.findChild<QSpinBox *>(QStringLiteral("seatCount"));
            QCOMPARE(count->minimum(), qMax(1, info.minSeats));
            QCOMPARE(count->maximum(), qMin(int(NewGameDialog::MaxSeats), info.maxSeats));
            QCOMPARE(dialog.setup().seats.value(1).name, info.seats.defaultName.text().arg(2));
            QVERIFY(dialog.problem().isEmpty());
            const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
            QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel *label) {
                return label->text() == info.seats.countLabel.text();
            }));
            QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel *label) {
                return label->text() == info.seats.numbered.text().arg(2);
            }));

            dialog.findChild<QLineEdit *>(QStringLiteral("seatName1"))->clear();
            QCOMPARE(dialog.problem(),
                     QStringLiteral("%1 needs a name.").arg(info.seats.numbered.text().arg(2)));
            dialog.findChild<QLineEdit *>(QStringLiteral("seatName1"))
                ->setText(info.seats.defaultName.text().arg(2));
        }
    }

    // A game chosen starts with its own seats, whichever game was chosen before (issue 55:
    // Niagara opened with the 2 seats of Line cards).
    void seatCountIsTheGamesOwn()
    {
        for (const GameInfo &to : GameRegistry::games()) {
            NewGameDialog fresh;
            fresh.setGame(to.id);
            const int own = fresh.findChild<QSpinBox *>(QStringLiteral("seatCount"))->value();
            for (const GameInfo &from : GameRegistry::games()) {
                NewGameDialog dialog;
                choose(dialog, from.id);
                choose(dialog, to.id);
                QVERIFY2(dialog.findChild<QSpinBox *>(QStringLiteral("seatCount"))->value() == own,
                         qPrintable(from.id + QLatin1String(" then ") + to.id));
            }
        }
    }
};

QTEST_MAIN(TestNewGameDialog)
#include "tst_new_game_dialog.moc"
