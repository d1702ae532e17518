// The Niagara steal prompt staged for the board test and the screenshot tool
// (NiagaraGuiSupport.h).
#include "NiagaraGuiSupport.h"
#include "NiagaraTestSupport.h"
#include "niagara/NiagaraGame.h"
#include "session/GameSession.h"

#include <QTest>

namespace cw::test {

// Brings a session just started with the person in seat 0 and two AIs to the person's steal
// prompt, as in the rules' §4: its empty canoe on 5 paddles 2 upstream onto an opponent's canoe
// that holds a red gem; it acts first, the third seat is out of the way. The position is set by
// hand in the live game before anyone has chosen a card. False when the prompt did not come.
bool playToStealPrompt(GameSession &session)
{
    using namespace cw::niagara;
    const auto game = [&session] { return dynamic_cast<const NiagaraGame *>(session.shownGame()); };
    const auto personToAct = [&session] {
        return QTest::qWaitFor([&] { return session.humanToAct(); });
    };
    if (!personToAct() || game()->state().step != Step::ChooseCard)
        return false;
    auto &staged = const_cast<NiagaraGame &>(*game());
    niagara::test::setFirst(staged, 0);
    niagara::test::placeCanoe(staged, 0, 0, "5");
    niagara::test::placeCanoe(staged, 0, 1, "lost");
    niagara::test::placeCanoe(staged, 1, 0, "3", Red);
    niagara::test::placeCanoe(staged, 1, 1, "lost");
    niagara::test::sideline(staged, 2, Violet);
    emit session.positionChanged();
    for (const Action a : {niagara::test::card(2), actions::SelectCanoe + 0, actions::Proceed,
                           actions::Upstream, niagara::test::moveTo(staged, "3")})
        if (!personToAct() || (game()->isLegal(a) && !session.submit(a)))
            return false;
    return personToAct() && game()->state().step == Step::Steal;
}

} // namespace cw::test
