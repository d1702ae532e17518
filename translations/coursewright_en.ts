<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Card</name>
    <message numerus="yes">
        <source>Pace %n: the boat moves %n space(s).</source>
        <translation>
            <numerusform>Pace %n: the boat moves %n space.</numerusform>
            <numerusform>Pace %n: the boat moves %n spaces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineCardsBoard</name>
    <message numerus="yes">
        <source>Energy: %n of 3 points left</source>
        <translation>
            <numerusform>Energy: %n of 3 points left</numerusform>
            <numerusform>Energy: %n of 3 points left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineCardsTurnController</name>
    <message numerus="yes">
        <source>Use energy before laying your cards? %n point(s) left, one use per turn.</source>
        <translation>
            <numerusform>Use energy before laying your cards? %n point left, one use per turn.</numerusform>
            <numerusform>Use energy before laying your cards? %n points left, one use per turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraActionPanel</name>
    <message numerus="yes">
        <source>%n choice(s)</source>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraBoardModel</name>
    <message numerus="yes">
        <source>After this round the river moves %n space(s) (%1).</source>
        <translation>
            <numerusform>After this round the river moves %n space (%1).</numerusform>
            <numerusform>After this round the river moves %n spaces (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraPlayers</name>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraTableModel</name>
    <message numerus="yes">
        <source>Round %1, Phase II · %2: paddle %n point(s).</source>
        <translation>
            <numerusform>Round %1, Phase II · %2: paddle %n point.</numerusform>
            <numerusform>Round %1, Phase II · %2: paddle %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraTurnController</name>
    <message numerus="yes">
        <source>Keeps %n point(s) to load or unload there</source>
        <translation>
            <numerusform>Keeps %n point to load or unload there</numerusform>
            <numerusform>Keeps %n points to load or unload there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paddle %n point(s): click a highlighted space for the selected canoe, or load first.</source>
        <translation>
            <numerusform>Paddle %n point: click a highlighted space for the selected canoe, or load first.</numerusform>
            <numerusform>Paddle %n points: click a highlighted space for the selected canoe, or load first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Canoe %1 has %n point(s): click a highlighted space.</source>
        <translation>
            <numerusform>Canoe %1 has %n point: click a highlighted space.</numerusform>
            <numerusform>Canoe %1 has %n points: click a highlighted space.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Canoe %1 kept %n point(s): spend them on loading or unloading.</source>
        <translation>
            <numerusform>Canoe %1 kept %n point: spend them on loading or unloading.</numerusform>
            <numerusform>Canoe %1 kept %n points: spend them on loading or unloading.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paddle to %1, keeping %n point(s)</source>
        <translation>
            <numerusform>Paddle to %1, keeping %n point</numerusform>
            <numerusform>Paddle to %1, keeping %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowingActionPanel</name>
    <message numerus="yes">
        <source>Discard %n card(s)</source>
        <translation>
            <numerusform>Discard %n card</numerusform>
            <numerusform>Discard %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level with or just behind a boat: pay 1 stamina card (%n left) to move 2 more spaces?</source>
        <translation>
            <numerusform>Level with or just behind a boat: pay 1 stamina card (%n left) to move 2 more spaces?</numerusform>
            <numerusform>Level with or just behind a boat: pay 1 stamina card (%n left) to move 2 more spaces?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowingBoardModel</name>
    <message numerus="yes">
        <source>Round %1 · %2, play %n card(s).</source>
        <translation>
            <numerusform>Round %1 · %2, play %n card.</numerusform>
            <numerusform>Round %1 · %2, play %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowingRateSelector</name>
    <message numerus="yes">
        <source>play %n card(s)</source>
        <translation>
            <numerusform>play %n card</numerusform>
            <numerusform>play %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spm: play %n card(s). %2. %3</source>
        <translation>
            <numerusform>%1 spm: play %n card. %2. %3</numerusform>
            <numerusform>%1 spm: play %n cards. %2. %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowingTurnController</name>
    <message numerus="yes">
        <source>Discard %n pace card(s).</source>
        <translation>
            <numerusform>Discard %n pace card.</numerusform>
            <numerusform>Discard %n pace cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Select %n card(s) to play (%1 selected).</source>
        <translation>
            <numerusform>Select %n card to play (%1 selected).</numerusform>
            <numerusform>Select %n cards to play (%1 selected).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonBoardModel</name>
    <message numerus="yes">
        <source>Current: a Current card carries the salmon here along %n arrow(s).</source>
        <translation>
            <numerusform>Current: a Current card carries the salmon here along %n arrow.</numerusform>
            <numerusform>Current: a Current card carries the salmon here along %n arrows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonTableModel</name>
    <message numerus="yes">
        <source>%1: play up to %n more card(s), or end the turn.</source>
        <translation>
            <numerusform>%1: play up to %n more card, or end the turn.</numerusform>
            <numerusform>%1: play up to %n more cards, or end the turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonTablePanel</name>
    <message numerus="yes">
        <source>%1 — %2. %n left in the supply.</source>
        <translation>
            <numerusform>%1 — %2. %n left in the supply.</numerusform>
            <numerusform>%1 — %2. %n left in the supply.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonTurnController</name>
    <message numerus="yes">
        <source>Remove up to %n card(s) from your deck for good (hand, draw pile or discard pile), or stop.</source>
        <translation>
            <numerusform>Remove up to %n card from your deck for good (hand, draw pile or discard pile), or stop.</numerusform>
            <numerusform>Remove up to %n cards from your deck for good (hand, draw pile or discard pile), or stop.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rapids take %n card(s) from your hand: choose which.</source>
        <translation>
            <numerusform>The rapids take %n card from your hand: choose which.</numerusform>
            <numerusform>The rapids take %n cards from your hand: choose which.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold more than 4 cards: discard %n more.</source>
        <translation>
            <numerusform>You hold more than 4 cards: discard %n more.</numerusform>
            <numerusform>You hold more than 4 cards: discard %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hex(es) upstream.</source>
        <translation>
            <numerusform>%1: %n hex upstream.</numerusform>
            <numerusform>%1: %n hexes upstream.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisionsTeamMats</name>
    <message numerus="yes">
        <source>%1: %n Action card(s), %2 Tactics</source>
        <translation>
            <numerusform>%1: %n Action card, %2 Tactics</numerusform>
            <numerusform>%1: %n Action cards, %2 Tactics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Action card(s) in hand</source>
        <translation>
            <numerusform>%n Action card in hand</numerusform>
            <numerusform>%n Action cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Tactics card(s) in hand</source>
        <translation>
            <numerusform>%n Tactics card in hand</numerusform>
            <numerusform>%n Tactics cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisionsTurnController</name>
    <message numerus="yes">
        <source>The %1 plays %2: %n PS. Activate to start the move.</source>
        <translation>
            <numerusform>The %1 plays %2: %n PS. Activate to start the move.</numerusform>
            <numerusform>The %1 plays %2: %n PS. Activate to start the move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n PS left: click a highlighted space to take a step.</source>
        <translation>
            <numerusform>%1 with %n PS left: click a highlighted space to take a step.</numerusform>
            <numerusform>%1 with %n PS left: click a highlighted space to take a step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counter-attack: your rider behind the mover may move up to %n row(s) forward.</source>
        <translation>
            <numerusform>Counter-attack: your rider behind the mover may move up to %n row forward.</numerusform>
            <numerusform>Counter-attack: your rider behind the mover may move up to %n rows forward.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n PS</source>
        <translation>
            <numerusform>Costs %n PS</numerusform>
            <numerusform>Costs %n PS</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::CourseExporter</name>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation>
            <numerusform>Exported %n file to %1</numerusform>
            <numerusform>Exported %n files to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::FairerCourseSearch</name>
    <message numerus="yes">
        <source>Variation 1 (%1) is measurably fairer than the original on %n games the screening did not use: a difference this large comes by chance less than %2 of the time, after correcting for the %3 variations compared (Bonferroni).</source>
        <translation>
            <numerusform>Variation 1 (%1) is measurably fairer than the original on %n game the screening did not use: a difference this large comes by chance less than %2 of the time, after correcting for the %3 variations compared (Bonferroni).</numerusform>
            <numerusform>Variation 1 (%1) is measurably fairer than the original on %n games the screening did not use: a difference this large comes by chance less than %2 of the time, after correcting for the %3 variations compared (Bonferroni).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No variation is measurably fairer at %n games: the original is not measurably unfair (a fair course shows differences this large %1 of the time). Play more games to tell.</source>
        <translation>
            <numerusform>No variation is measurably fairer at %n game: the original is not measurably unfair (a fair course shows differences this large %1 of the time). Play more games to tell.</numerusform>
            <numerusform>No variation is measurably fairer at %n games: the original is not measurably unfair (a fair course shows differences this large %1 of the time). Play more games to tell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No variation is measurably fairer at %n games: the original is measurably unfair, but no variation&apos;s difference from it is beyond chance after correcting for the %1 variations compared (Bonferroni). Play more games to tell.</source>
        <translation>
            <numerusform>No variation is measurably fairer at %n game: the original is measurably unfair, but no variation&apos;s difference from it is beyond chance after correcting for the %1 variations compared (Bonferroni). Play more games to tell.</numerusform>
            <numerusform>No variation is measurably fairer at %n games: the original is measurably unfair, but no variation&apos;s difference from it is beyond chance after correcting for the %1 variations compared (Bonferroni). Play more games to tell.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::LabHeatOverlay</name>
    <message numerus="yes">
        <source>%1 at %2: %n time(s)</source>
        <translation>
            <numerusform>%1 at %2: %n time</numerusform>
            <numerusform>%1 at %2: %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::LabReport</name>
    <message numerus="yes">
        <source>This course has a single start position (%1) for all %n seats: no start can favour a seat, so only the turn order (the seats above) can.</source>
        <translation>
            <numerusform>This course has a single start position (%1) for its one seat: no start can favour a seat, so only the turn order (the seats above) can.</numerusform>
            <numerusform>This course has a single start position (%1) for all %n seats: no start can favour a seat, so only the turn order (the seats above) can.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::LabReportView</name>
    <message numerus="yes">
        <source>The win-share intervals of the %n seats, starts and levels below are judged together: each one is a %1 interval (Bonferroni), so that all of them hold at once 95% of the time. A row is marked favoured or handicapped only when its interval leaves out the fair share.</source>
        <translation>
            <numerusform>The win-share interval of the %n row below (seat, start or level) is a %1 interval (Bonferroni). A row is marked favoured or handicapped only when its interval leaves out the fair share.</numerusform>
            <numerusform>The win-share intervals of the %n seats, starts and levels below are judged together: each one is a %1 interval (Bonferroni), so that all of them hold at once 95% of the time. A row is marked favoured or handicapped only when its interval leaves out the fair share.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n players)</source>
        <translation>
            <numerusform>%1 (%n player)</numerusform>
            <numerusform>%1 (%n players)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::LobbyPanel</name>
    <message numerus="yes">
        <source>Start waits until every seat is taken: %n seat(s) still open.</source>
        <translation>
            <numerusform>Start waits until every seat is taken: %n seat still open.</numerusform>
            <numerusform>Start waits until every seat is taken: %n seats still open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If a player drops, AI Easy plays for them after %n second(s) of their turn.</source>
        <translation>
            <numerusform>If a player drops, AI Easy plays for them after %n second of their turn.</numerusform>
            <numerusform>If a player drops, AI Easy plays for them after %n seconds of their turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Anyone with the code may watch (%n watching).</source>
        <translation>
            <numerusform>Anyone with the code may watch (%n watching).</numerusform>
            <numerusform>Anyone with the code may watch (%n watching).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::OnlineStatus</name>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Waiting for %n player</numerusform>
            <numerusform>Waiting for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::ReviewDialog</name>
    <message numerus="yes">
        <source>Reviewing %n move(s) with %1, from each player&apos;s own view…</source>
        <translation>
            <numerusform>Reviewing %n move with %1, from each player&apos;s own view…</numerusform>
            <numerusform>Reviewing %n moves with %1, from each player&apos;s own view…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::StartDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::ValidationDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::cli::LabCommand</name>
    <message numerus="yes">
        <source>%n game(s) reached the maximum length of %1 actions without ending: they are left out of every figure below.
</source>
        <translation>
            <numerusform>%n game reached the maximum length of %1 actions without ending: it is left out of every figure below.</numerusform>
            <numerusform>%n games reached the maximum length of %1 actions without ending: they are left out of every figure below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::cli::MatchCommand</name>
    <message numerus="yes">
        <source>%n game(s) reached the maximum length of %1 actions without ending and count for no one.</source>
        <translation>
            <numerusform>%n game reached the maximum length of %1 actions without ending and counts for no one.</numerusform>
            <numerusform>%n games reached the maximum length of %1 actions without ending and count for no one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsNarration</name>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCourseKind</name>
    <message numerus="yes">
        <source>%n space(s), arms of %1 and %2, %3 gems a colour</source>
        <translation>
            <numerusform>%n space, arms of %1 and %2, %3 gems a colour</numerusform>
            <numerusform>%n spaces, arms of %1 and %2, %3 gems a colour</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCourseVariations</name>
    <message numerus="yes">
        <source>The left arm %n space(s) long instead of %1</source>
        <translation>
            <numerusform>The left arm %n space long instead of %1</numerusform>
            <numerusform>The left arm %n spaces long instead of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The right arm %n space(s) long instead of %1</source>
        <translation>
            <numerusform>The right arm %n space long instead of %1</numerusform>
            <numerusform>The right arm %n spaces long instead of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraNarration</name>
    <message numerus="yes">
        <source>The river moves %n space(s).</source>
        <translation>
            <numerusform>The river moves %n space.</numerusform>
            <numerusform>The river moves %n spaces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPieceMoves</name>
    <message numerus="yes">
        <source>The %1 stays at %n space(s)</source>
        <translation>
            <numerusform>The %1 stays at %n space</numerusform>
            <numerusform>The %1 stays at %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 cannot be longer than %n space(s)</source>
        <translation>
            <numerusform>The %1 cannot be longer than %n space</numerusform>
            <numerusform>The %1 cannot be longer than %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make the %1 %n space(s) long</source>
        <translation>
            <numerusform>Make the %1 %n space long</numerusform>
            <numerusform>Make the %1 %n spaces long</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPropertiesPanel</name>
    <message numerus="yes">
        <source> space(s)</source>
        <comment>after a number of river spaces</comment>
        <translation>
            <numerusform> space</numerusform>
            <numerusform> spaces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourse</name>
    <message numerus="yes">
        <source>%n strip(s) of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</source>
        <translation>
            <numerusform>%n strip of up to %1 × %2 mm does not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</numerusform>
            <numerusform>%n strips of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourseProperties</name>
    <message numerus="yes">
        <source>%n strip(s), up to %1 × %2 mm; the paper prints %3 × %4 mm.</source>
        <translation>
            <numerusform>%n strip, up to %1 × %2 mm; the paper prints %3 × %4 mm.</numerusform>
            <numerusform>%n strips, up to %1 × %2 mm; the paper prints %3 × %4 mm.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingNarration</name>
    <message numerus="yes">
        <source>%1: %n stamina card(s) paid at the %2 m split line.</source>
        <translation>
            <numerusform>%1: %n stamina card paid at the %2 m split line.</numerusform>
            <numerusform>%1: %n stamina cards paid at the %2 m split line.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: crab caught at the %2 m split line, back to space %3, %n more stamina card(s) lost, stroke rate down to 35 spm.</source>
        <translation>
            <numerusform>%1: crab caught at the %2 m split line, back to space %3, %n more stamina card lost, stroke rate down to 35 spm.</numerusform>
            <numerusform>%1: crab caught at the %2 m split line, back to space %3, %n more stamina cards lost, stroke rate down to 35 spm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pace card(s) discarded.</source>
        <translation>
            <numerusform>%1: %n pace card discarded.</numerusform>
            <numerusform>%1: %n pace cards discarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: cool-down, %n stamina card(s) back to the Stamina Pile.</source>
        <translation>
            <numerusform>%1: cool-down, %n stamina card back to the Stamina Pile.</numerusform>
            <numerusform>%1: cool-down, %n stamina cards back to the Stamina Pile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingPlayerTable</name>
    <message numerus="yes">
        <source>Space reached (a space is %n metre(s) of the course)</source>
        <translation>
            <numerusform>Space reached (a space is %n metre of the course)</numerusform>
            <numerusform>Space reached (a space is %n metres of the course)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonBoardPainterDialog</name>
    <message numerus="yes">
        <source>%1 × %2 hexes. Checked between the start and finish boards: %n error(s).</source>
        <translation>
            <numerusform>%1 × %2 hexes. Checked between the start and finish boards: %n error.</numerusform>
            <numerusform>%1 × %2 hexes. Checked between the start and finish boards: %n errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseKind</name>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n board</numerusform>
            <numerusform>%n boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseProperties</name>
    <message numerus="yes">
        <source>%n board(s): %1. %2 × %3 hexes.</source>
        <translation>
            <numerusform>%n board: %1. %2 × %3 hexes.</numerusform>
            <numerusform>%n boards: %1. %2 × %3 hexes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n numbered board(s))</source>
        <translation>
            <numerusform>%1 (%n numbered board)</numerusform>
            <numerusform>%1 (%n numbered boards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseValidator</name>
    <message numerus="yes">
        <source>%n board(s) of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</source>
        <translation>
            <numerusform>%n board of up to %1 × %2 mm does not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</numerusform>
            <numerusform>%n boards of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPieceTexts</name>
    <message numerus="yes">
        <source>current, %n arrow(s)</source>
        <translation>
            <numerusform>current, %n arrow</numerusform>
            <numerusform>current, %n arrows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCourseKind</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsNarration</name>
    <message numerus="yes">
        <source>%1: the %2 plays %3 as %4 with %n PS.</source>
        <translation>
            <numerusform>%1: the %2 plays %3 as %4 with %n PS.</numerusform>
            <numerusform>%1: the %2 plays %3 as %4 with %n PS.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 sheds %n Temporary fatigue (%3).</source>
        <translation>
            <numerusform>%1&apos;s %2 sheds %n Temporary fatigue (%3).</numerusform>
            <numerusform>%1&apos;s %2 sheds %n Temporary fatigue (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 takes %n Permanent fatigue (%3).</source>
        <translation>
            <numerusform>%1&apos;s %2 takes %n Permanent fatigue (%3).</numerusform>
            <numerusform>%1&apos;s %2 takes %n Permanent fatigue (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 takes %n Temporary fatigue (%3).</source>
        <translation>
            <numerusform>%1&apos;s %2 takes %n Temporary fatigue (%3).</numerusform>
            <numerusform>%1&apos;s %2 takes %n Temporary fatigue (%3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPieceTexts</name>
    <message numerus="yes">
        <source>Road row %1: %n lane(s), %2</source>
        <translation>
            <numerusform>Road row %1: %n lane, %2</numerusform>
            <numerusform>Road row %1: %n lanes, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPositionText</name>
    <message numerus="yes">
        <source>%1: %n second(s), place %2
</source>
        <translation>
            <numerusform>%1: %n second, place %2
</numerusform>
            <numerusform>%1: %n seconds, place %2
</numerusform>
        </translation>
    </message>
</context>
</TS>
