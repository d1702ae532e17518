// The coach's review of a saved game (ai/GameReview.h): each decision of the seats asked for is
// judged by the level's own decision there (same view, same seed as the AI in that seat would
// use), the move played gets its own estimate, and the costliest moves come out in order.
#include "GameSetupBuilder.h"
#include "SessionTestSupport.h"
#include "ai/AiFactory.h"
#include "ai/GameReview.h"
#include "core/GameRegistry.h"

#include <QTest>

using namespace cw;

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyDecisionIsJudgedByTheAisOwnMove();
    void costliestMovesComeFirst();
    void stopEndsTheReview();
    void brokenRecordIsRefused();

private:
    GameRecord m_record; // a rowing race: seat 0 played at random, seat 1 by Easy
};

void TestGameReview::initTestCase()
{
    m_record.setup = test::gameSetup(QStringLiteral("rowing"))
                         .seats({Controller::Human, Controller::AiEasy})
                         .seed(11);
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(m_record.setup, &error);
    QVERIFY2(game, qPrintable(error));
    const auto easy = makeAiPlayer(QStringLiteral("rowing"), Controller::AiEasy);
    Rng rng(4);
    // The first 60 actions: enough decisions, a cheap review.
    for (int i = 0; i < 60 && !game->isOver(); ++i) {
        const ActionList actions = game->legalActions();
        const Action action = game->currentSeat() == 0
                                  ? actions[rng.below(std::uint32_t(actions.size()))]
                                  : easy->choose(*game, std::uint64_t(i));
        m_record.actions.push_back(action);
        game->apply(action);
    }
}

void TestGameReview::everyDecisionIsJudgedByTheAisOwnMove()
{
    QString error;
    const GameReview review = reviewGame(m_record, {0}, Controller::AiNormal, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!review.stopped);
    const auto normal = makeAiPlayer(QStringLiteral("rowing"), Controller::AiNormal);
    std::unique_ptr<Game> game = m_record.replay(0, &error);
    std::size_t next = 0;
    int expected = 0;
    for (int index = 0; index < int(m_record.actions.size()); ++index) {
        if (game->currentSeat() == 0 && game->legalActions().size() > 1) {
            ++expected;
            QVERIFY(next < review.decisions.size());
            const ReviewedDecision &d = review.decisions[next++];
            QCOMPARE(d.action, index);
            QCOMPARE(d.seat, 0);
            QCOMPARE(d.played, m_record.actions[std::size_t(index)]);
            QCOMPARE(d.best, normal->choose(*game, m_record.decisionSeed(game->moveNumber())));
            QCOMPARE(d.playedName, game->actionName(d.played));
            QCOMPARE(d.bestName, game->actionName(d.best));
            QVERIFY(d.chance >= 0 && d.chance <= 1);
            if (d.played == d.best)
                QCOMPARE(d.playedChance, d.chance);
            QVERIFY(d.loss() >= 0);
        }
        game->apply(m_record.actions[std::size_t(index)]);
    }
    QCOMPARE(int(review.decisions.size()), expected);
    QVERIFY(expected > 5);
}

void TestGameReview::costliestMovesComeFirst()
{
    QString error;
    const GameReview review = reviewGame(m_record, {0}, Controller::AiNormal, &error);
    const std::vector<ReviewedDecision> losses = review.biggestLosses(0, 3);
    QVERIFY(!losses.empty()); // random play loses somewhere
    QVERIFY(losses.size() <= 3);
    for (std::size_t i = 1; i < losses.size(); ++i)
        QVERIFY(losses[i].loss() <= losses[i - 1].loss());
    double largest = 0;
    for (const ReviewedDecision &d : review.decisions)
        largest = std::max(largest, d.loss());
    QCOMPARE(losses.front().loss(), largest);
    QVERIFY(review.biggestLosses(1, 3).empty()); // seat 1 was not reviewed
}

void TestGameReview::stopEndsTheReview()
{
    std::atomic<bool> stop{true};
    QString error;
    const GameReview review = reviewGame(m_record, {0}, Controller::AiNormal, &error, {}, &stop);
    QVERIFY(review.stopped);
    QVERIFY(review.decisions.empty());
}

void TestGameReview::brokenRecordIsRefused()
{
    GameRecord broken = m_record;
    broken.actions[3] = 99999;
    QString error;
    const GameReview review = reviewGame(broken, {0}, Controller::AiNormal, &error);
    QVERIFY(review.decisions.empty());
    QVERIFY2(error.contains(QStringLiteral("actions[3]")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestGameReview)
#include "tst_game_review.moc"
