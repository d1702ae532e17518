<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Board</name>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Lancez une nouvelle partie ou ouvrez une partie enregistrée.</translation>
    </message>
    <message>
        <source>No move yet</source>
        <translation>Aucun coup pour l’instant</translation>
    </message>
    <message>
        <source>Pieces and places</source>
        <translation>Pièces et lieux</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La position</translation>
    </message>
    <message>
        <source>Esc: back to the board</source>
        <translation>Échap&#xa0;: retour au plateau</translation>
    </message>
</context>
<context>
    <name>BoardReader</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>+1 to 3</source>
        <translation>+1 à 3</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>non jouable</translation>
    </message>
    <message>
        <source>Instability: adds 1 to 3 pace, revealed when played.</source>
        <translation>Instabilité&#xa0;: ajoute 1 à 3 d’allure, révélée quand elle est jouée.</translation>
    </message>
    <message>
        <source>Stamina: cannot be played; it clutters the hand.</source>
        <translation>Endurance&#xa0;: ne se joue pas&#xa0;; elle encombre la main.</translation>
    </message>
    <message>
        <source>Space: select · Enter: play · Esc: cancel</source>
        <translation>Espace&#xa0;: choisir · Entrée&#xa0;: jouer · Échap&#xa0;: annuler</translation>
    </message>
    <message numerus="yes">
        <source>Pace %n: the boat moves %n space(s).</source>
        <translation>
            <numerusform>Allure %n&#xa0;: le bateau avance de %n case.</numerusform>
            <numerusform>Allure %n&#xa0;: le bateau avance de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, card %2</source>
        <translation>%1, carte %2</translation>
    </message>
</context>
<context>
    <name>GameTableModel</name>
    <message>
        <source>Showing move %1 of %2: the game is paused while you look back.</source>
        <translation>Coup %1 sur %2 affiché&#xa0;: partie en pause pendant ce retour en arrière.</translation>
    </message>
</context>
<context>
    <name>HintMarker</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
</context>
<context>
    <name>LineCardsBoard</name>
    <message>
        <source> · plays first</source>
        <translation> · joue en premier</translation>
    </message>
    <message>
        <source>Energy: %1 of 3</source>
        <translation>Énergie&#xa0;: %1 sur 3</translation>
    </message>
    <message>
        <source>Hand %1 · Deck %2</source>
        <translation>Main %1 · Pioche %2</translation>
    </message>
    <message>
        <source>Laid: %1</source>
        <translation>Posées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nouvelle main</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Voir la table</translation>
    </message>
    <message numerus="yes">
        <source>Energy: %n of 3 points left</source>
        <translation>
            <numerusform>Énergie&#xa0;: %n point sur 3 restant</numerusform>
            <numerusform>Énergie&#xa0;: %n points sur 3 restants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineCardsGrid</name>
    <message>
        <source>The table: %1 × %1 squares</source>
        <translation>La table&#xa0;: %1 × %1 cases</translation>
    </message>
    <message>
        <source>The table: %1 × %1 squares. Cursor: %2</source>
        <translation>La table&#xa0;: %1 × %1 cases. Curseur&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: lay here, %2</source>
        <translation>%1&#xa0;: poser ici, %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1&#xa0;: vide</translation>
    </message>
    <message>
        <source>%1, no card may be laid here</source>
        <translation>%1, aucune carte ne peut être posée ici</translation>
    </message>
</context>
<context>
    <name>LineCardsHand</name>
    <message>
        <source>No hand to show</source>
        <translation>Aucune main à montrer</translation>
    </message>
    <message>
        <source>%1, priority %2, %3 in hand</source>
        <translation>%1, priorité %2, %3 en main</translation>
    </message>
    <message>
        <source>%1: priority %2 (lower plays first next turn)</source>
        <translation>%1&#xa0;: priorité %2 (la plus petite joue en premier au tour suivant)</translation>
    </message>
</context>
<context>
    <name>LineCardsTableModel</name>
    <message>
        <source>Start card</source>
        <translation>Carte de départ</translation>
    </message>
    <message>
        <source>Setup: %1 keeps the opening hand or draws a new one.</source>
        <translation>Mise en place&#xa0;: %1 garde sa main de départ ou en pioche une nouvelle.</translation>
    </message>
    <message>
        <source>Turn %1: %2 may use energy before laying cards.</source>
        <translation>Tour %1&#xa0;: %2 peut utiliser son énergie avant de poser ses cartes.</translation>
    </message>
    <message>
        <source>Turn %1: %2 lays card %3 of %4.</source>
        <translation>Tour %1&#xa0;: %2 pose la carte %3 sur %4.</translation>
    </message>
    <message>
        <source>%1 wins: %2 could not lay a card.</source>
        <translation>%1 gagne&#xa0;: %2 n&apos;a pas pu poser de carte.</translation>
    </message>
</context>
<context>
    <name>LineCardsTurnController</name>
    <message>
        <source>Keep these 5 cards, or discard them all, shuffle and draw 5 new ones (once).</source>
        <translation>Gardez ces 5 cartes, ou défaussez-les toutes, mélangez et piochez-en 5 nouvelles (une seule fois).</translation>
    </message>
    <message numerus="yes">
        <source>Use energy before laying your cards? %n point(s) left, one use per turn.</source>
        <translation>
            <numerusform>Utiliser de l&apos;énergie avant de poser vos cartes&#xa0;? %n point restant, une utilisation par tour.</numerusform>
            <numerusform>Utiliser de l&apos;énergie avant de poser vos cartes&#xa0;? %n points restants, une utilisation par tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1 of %2: choose a card, then a highlighted square.</source>
        <translation>Carte %1 sur %2&#xa0;: choisissez une carte, puis une case en surbrillance.</translation>
    </message>
    <message>
        <source>%1
No card could then be laid: you would lose.</source>
        <translation>%1
Aucune carte ne pourrait alors être posée&#xa0;: vous perdriez.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>No card of yours can continue your line, whatever energy you spend: you lose the game.</source>
        <translation>Aucune de vos cartes ne peut prolonger votre ligne, quelle que soit l’énergie dépensée&#xa0;: vous perdez la partie.</translation>
    </message>
    <message>
        <source>No card of yours fits an open exit of your line, and no use of energy changes that: you lose the game.</source>
        <translation>Aucune de vos cartes ne prolonge une sortie ouverte de votre ligne, et aucune dépense d’énergie n’y change rien&#xa0;: vous perdez la partie.</translation>
    </message>
</context>
<context>
    <name>NiagaraActionPanel</name>
    <message>
        <source>Show where this canoe can paddle (Up/Down)</source>
        <translation>Montrer où ce canoë peut pagayer (Haut/Bas)</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s)</source>
        <translation>
            <numerusform>%n choix</numerusform>
            <numerusform>%n choix</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraBoard</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Weather: %1</source>
        <translation>Météo&#xa0;: %1</translation>
    </message>
    <message>
        <source>The weather track: the cloud&apos;s value is added to the lowest paddle card played to move the river. A cloud card moves it one step.</source>
        <translation>La piste météo&#xa0;: la valeur du nuage s&apos;ajoute à la plus petite carte pagaie jouée pour faire avancer la rivière. Une carte nuage la déplace d&apos;un cran.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>What the symbols on the river mean (K)</source>
        <translation>Ce que veulent dire les symboles de la rivière (K)</translation>
    </message>
</context>
<context>
    <name>NiagaraBoardModel</name>
    <message>
        <source>%1&apos;s canoe %2, empty</source>
        <translation>Canoë %2 de %1, vide</translation>
    </message>
    <message>
        <source>%1&apos;s canoe %2, carrying a %3 gem</source>
        <translation>Canoë %2 de %1, avec une gemme %3</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Case %1</translation>
    </message>
    <message>
        <source>Beside the %1 place: a canoe here may load or unload there.</source>
        <translation>À côté du lieu %1&#xa0;: un canoë ici peut y charger ou décharger.</translation>
    </message>
    <message>
        <source>The coming river move sweeps this space over a waterfall.</source>
        <translation>Le prochain mouvement de la rivière emporte cette case dans une chute.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The %1 discovery place, beside %2. Gems lying here: %3.</source>
        <translation>Le lieu de découverte %1, à côté de %2. Gemmes ici&#xa0;: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The Left arm&apos;s waterfall</source>
        <translation>La chute du bras gauche</translation>
    </message>
    <message>
        <source>The Right arm&apos;s waterfall</source>
        <translation>La chute du bras droit</translation>
    </message>
    <message>
        <source>A canoe carried over it is lost; its gem goes back to its place.</source>
        <translation>Un canoë emporté par-dessus est perdu&#xa0;; sa gemme retourne à son lieu.</translation>
    </message>
    <message>
        <source>Fork pointer: the next disc leaving the main channel takes the Right arm (then the pointer turns).</source>
        <translation>Aiguillage&#xa0;: le prochain disque qui quitte le bras principal prend le bras droit (puis l&apos;aiguillage tourne).</translation>
    </message>
    <message>
        <source>Fork pointer: the next disc leaving the main channel takes the Left arm (then the pointer turns).</source>
        <translation>Aiguillage&#xa0;: le prochain disque qui quitte le bras principal prend le bras gauche (puis l&apos;aiguillage tourne).</translation>
    </message>
    <message>
        <source>On the beach, ready to launch.</source>
        <translation>Sur la plage, prêt à partir.</translation>
    </message>
    <message>
        <source>only clouds, weather %1</source>
        <translation>rien que des nuages, météo %1</translation>
    </message>
    <message>
        <source>lowest card %1, weather %2</source>
        <translation>plus petite carte %1, météo %2</translation>
    </message>
    <message>
        <source>After this round the river stays still (%1).</source>
        <translation>Après cette manche la rivière ne bouge pas (%1).</translation>
    </message>
    <message numerus="yes">
        <source>After this round the river moves %n space(s) (%1).</source>
        <translation>
            <numerusform>Après cette manche la rivière avance de %n case (%1).</numerusform>
            <numerusform>Après cette manche la rivière avance de %n cases (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NiagaraCourseView</name>
    <message>
        <source>Beach</source>
        <translation>Plage</translation>
    </message>
    <message>
        <source>The beach: canoes wait here to launch, and a canoe that lands puts its gem in its player&apos;s play area.</source>
        <translation>La plage&#xa0;: les canoës y attendent de partir, et un canoë qui accoste met sa gemme dans la réserve de son joueur.</translation>
    </message>
    <message>
        <source>The river</source>
        <translation>La rivière</translation>
    </message>
</context>
<context>
    <name>NiagaraHand</name>
    <message>
        <source>Paddle cards of %1</source>
        <translation>Cartes pagaie de %1</translation>
    </message>
    <message>
        <source>Paddle card %1, chosen</source>
        <translation>Carte pagaie %1, choisie</translation>
    </message>
    <message>
        <source>Paddle card %1, played</source>
        <translation>Carte pagaie %1, jouée</translation>
    </message>
    <message>
        <source>Paddle card %1</source>
        <translation>Carte pagaie %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisie</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <source>Cloud: move the weather one step instead of paddling. Only the weather then moves the river if everyone plays a cloud.</source>
        <translation>Nuage&#xa0;: déplacer la météo d&apos;un cran au lieu de pagayer. Si tout le monde joue un nuage, seule la météo fait alors avancer la rivière.</translation>
    </message>
    <message>
        <source>Paddle %1: each of your canoes on the water moves exactly %1 (a landing canoe may waste points). The lowest number played, plus the weather, moves the river.</source>
        <translation>Pagaie %1&#xa0;: chacun de vos canoës sur l&apos;eau avance d&apos;exactement %1 (un canoë qui accoste peut perdre des points). La plus petite carte jouée, plus la météo, fait avancer la rivière.</translation>
    </message>
</context>
<context>
    <name>NiagaraPlayers</name>
    <message>
        <source>Life preserver</source>
        <translation>Bouée</translation>
    </message>
    <message>
        <source>Life preserver: this player chooses and moves first this round.</source>
        <translation>Bouée&#xa0;: ce joueur choisit et joue en premier cette manche.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>played: %1</source>
        <translation>jouées&#xa0;: %1</translation>
    </message>
    <message>
        <source>The card played this round, revealed.</source>
        <translation>La carte jouée cette manche, révélée.</translation>
    </message>
    <message>
        <source>A card chosen in secret: it stays face down until everyone has chosen.</source>
        <translation>Une carte choisie en secret&#xa0;: elle reste face cachée jusqu&apos;à ce que tous aient choisi.</translation>
    </message>
    <message>
        <source>Gems landed in the play area. A player wins at the end of Phase II with 5 different colours, 4 of one colour, or 7 gems.</source>
        <translation>Gemmes ramenées dans la réserve. Un joueur gagne à la fin de la phase II avec 5 couleurs différentes, 4 d&apos;une même couleur ou 7 gemmes.</translation>
    </message>
</context>
<context>
    <name>NiagaraResults</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Canoeist</source>
        <translation>Canoéiste</translation>
    </message>
    <message>
        <source>Gems landed</source>
        <translation>Gemmes ramenées</translation>
    </message>
    <message>
        <source>Afloat</source>
        <translation>À bord</translation>
    </message>
    <message>
        <source>1st ★</source>
        <translation>1er ★</translation>
    </message>
    <message>
        <source>Look at the river</source>
        <translation>Voir la rivière</translation>
    </message>
</context>
<context>
    <name>NiagaraSymbolKey</name>
    <message>
        <source>Symbol key</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>River disc: a space of the river. Discs flow down one space per point of the river&apos;s move.</source>
        <translation>Disque de rivière&#xa0;: une case de la rivière. Les disques descendent d&apos;une case par point du mouvement de la rivière.</translation>
    </message>
    <message>
        <source>Canoe in its player&apos;s colour, numbered 1 or 2, with the gem it carries.</source>
        <translation>Canoë à la couleur de son joueur, numéroté 1 ou 2, avec la gemme qu&apos;il porte.</translation>
    </message>
    <message>
        <source>Gems: violet, clear, yellow, blue, red.</source>
        <translation>Gemmes&#xa0;: violette, transparente, jaune, bleue, rouge.</translation>
    </message>
    <message>
        <source>Discovery place: the gems lying there, loaded from the spaces it is linked to.</source>
        <translation>Lieu de découverte&#xa0;: les gemmes qui s&apos;y trouvent, chargées depuis les cases auxquelles il est relié.</translation>
    </message>
    <message>
        <source>Rope and beach: new discs enter below the rope; canoes launch from the beach and land there with their gems.</source>
        <translation>Corde et plage&#xa0;: les nouveaux disques entrent sous la corde&#xa0;; les canoës partent de la plage et y accostent avec leurs gemmes.</translation>
    </message>
    <message>
        <source>Fork pointer: the arm the next disc leaving the main channel takes; it turns after each disc.</source>
        <translation>Aiguillage&#xa0;: le bras que prend le prochain disque qui quitte le bras principal&#xa0;; il tourne après chaque disque.</translation>
    </message>
    <message>
        <source>Waterfall: a canoe carried over it is lost, and its gem goes back to its place.</source>
        <translation>Chute&#xa0;: un canoë emporté par-dessus est perdu, et sa gemme retourne à son lieu.</translation>
    </message>
    <message>
        <source>Red ring: the revealed cards&apos; river move sweeps this space over a waterfall.</source>
        <translation>Anneau rouge&#xa0;: le mouvement de la rivière des cartes révélées emporte cette case dans une chute.</translation>
    </message>
    <message>
        <source>Orange ring: a space your canoe can reach; +2 marks points kept to load or unload there.</source>
        <translation>Anneau orange&#xa0;: une case que votre canoë peut atteindre&#xa0;; +2 indique les points gardés pour y charger ou décharger.</translation>
    </message>
    <message>
        <source>Life preserver: the first player of the round.</source>
        <translation>Bouée&#xa0;: le premier joueur de la manche.</translation>
    </message>
    <message>
        <source>Weather track: the cloud&apos;s value is added to the lowest card to move the river.</source>
        <translation>Piste météo&#xa0;: la valeur du nuage s&apos;ajoute à la plus petite carte pour faire avancer la rivière.</translation>
    </message>
</context>
<context>
    <name>NiagaraTableModel</name>
    <message>
        <source>beach</source>
        <translation>plage</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>Colours %1/5 · one colour %2/4 · gems %3/7</source>
        <translation>Couleurs %1/5 · une couleur %2/4 · gemmes %3/7</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Round %1 · %2: thinking…</source>
        <translation>Manche %1 · %2&#xa0;: réflexion…</translation>
    </message>
    <message>
        <source>Round %1, Phase I · %2: choose a paddle card in secret.</source>
        <translation>Manche %1, phase I · %2&#xa0;: choisissez une carte pagaie en secret.</translation>
    </message>
    <message>
        <source>Round %1, Phase II · %2: the cloud, move the weather.</source>
        <translation>Manche %1, phase II · %2&#xa0;: le nuage, déplacez la météo.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, Phase II · %2: paddle %n point(s).</source>
        <translation>
            <numerusform>Manche %1, phase II · %2&#xa0;: pagayez %n point.</numerusform>
            <numerusform>Manche %1, phase II · %2&#xa0;: pagayez %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won after round %2.</source>
        <translation>%1 a gagné à la manche %2.</translation>
    </message>
</context>
<context>
    <name>NiagaraTurnController</name>
    <message>
        <source>on %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>on the beach</source>
        <translation>sur la plage</translation>
    </message>
    <message>
        <source>Canoe %1 %2</source>
        <translation>Canoë %1 %2</translation>
    </message>
    <message>
        <source>Beach</source>
        <translation>Plage</translation>
    </message>
    <message>
        <source>Land: the gem goes to your play area</source>
        <translation>Accoster&#xa0;: la gemme va dans votre réserve</translation>
    </message>
    <message numerus="yes">
        <source>Keeps %n point(s) to load or unload there</source>
        <translation>
            <numerusform>Garde %n point pour y charger ou décharger</numerusform>
            <numerusform>Garde %n points pour y charger ou décharger</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses every point</source>
        <translation>Utilise tous les points</translation>
    </message>
    <message>
        <source>The coming river move sweeps this space over a waterfall!</source>
        <translation>Le prochain mouvement de la rivière emporte cette case dans une chute&#xa0;!</translation>
    </message>
    <message>
        <source>Steal the %1 gem of %2</source>
        <translation>Voler la gemme %1 de %2</translation>
    </message>
    <message>
        <source>Canoe %1: %2</source>
        <translation>Canoë %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cloud up</source>
        <translation>Nuage +</translation>
    </message>
    <message>
        <source>Cloud down</source>
        <translation>Nuage −</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Unload</source>
        <translation>Décharger</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Voler</translation>
    </message>
    <message>
        <source>No theft</source>
        <translation>Pas de vol</translation>
    </message>
    <message>
        <source>Buy back</source>
        <translation>Racheter</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Choose your paddle card in secret. It lies face down until everyone has chosen; the lowest number played, plus the weather, moves the river.</source>
        <translation>Choisissez votre carte pagaie en secret. Elle reste face cachée jusqu&apos;à ce que tous aient choisi&#xa0;; la plus petite carte jouée, plus la météo, fait avancer la rivière.</translation>
    </message>
    <message>
        <source>You played the cloud: move the weather one step up or down.</source>
        <translation>Vous avez joué le nuage&#xa0;: déplacez la météo d&apos;un cran vers le haut ou le bas.</translation>
    </message>
    <message numerus="yes">
        <source>Paddle %n point(s): click a highlighted space for the selected canoe, or load first.</source>
        <translation>
            <numerusform>Pagayez %n point&#xa0;: cliquez une case en surbrillance pour le canoë choisi, ou chargez d&apos;abord.</numerusform>
            <numerusform>Pagayez %n points&#xa0;: cliquez une case en surbrillance pour le canoë choisi, ou chargez d&apos;abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your other canoe may move too: click a highlighted space, or end the turn.</source>
        <translation>Votre autre canoë peut bouger aussi&#xa0;: cliquez une case en surbrillance, ou finissez le tour.</translation>
    </message>
    <message numerus="yes">
        <source>Canoe %1 has %n point(s): click a highlighted space.</source>
        <translation>
            <numerusform>Le canoë %1 a %n point&#xa0;: cliquez une case en surbrillance.</numerusform>
            <numerusform>Le canoë %1 a %n points&#xa0;: cliquez une case en surbrillance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Canoe %1 kept %n point(s): spend them on loading or unloading.</source>
        <translation>
            <numerusform>Le canoë %1 a gardé %n point&#xa0;: dépensez-les pour charger ou décharger.</numerusform>
            <numerusform>Le canoë %1 a gardé %n points&#xa0;: dépensez-les pour charger ou décharger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Canoe %1 paddled upstream empty beside a loaded canoe: steal its gem?</source>
        <translation>Le canoë %1 a remonté le courant à vide jusqu&apos;à un canoë chargé&#xa0;: voler sa gemme&#xa0;?</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The cloud is at the top of the weather track.</source>
        <translation>Le nuage est en haut de la piste météo.</translation>
    </message>
    <message>
        <source>The cloud is at the bottom of the weather track.</source>
        <translation>Le nuage est en bas de la piste météo.</translation>
    </message>
    <message>
        <source>Finish the canoe&apos;s move first.</source>
        <translation>Finissez d&apos;abord le mouvement du canoë.</translation>
    </message>
    <message>
        <source>Every canoe on the water must move first.</source>
        <translation>Chaque canoë sur l&apos;eau doit d&apos;abord bouger.</translation>
    </message>
    <message>
        <source>A canoe must launch: both of yours are on the beach.</source>
        <translation>Un canoë doit partir&#xa0;: les deux vôtres sont sur la plage.</translation>
    </message>
    <message>
        <source>No buying back with the cloud.</source>
        <translation>Pas de rachat avec le nuage.</translation>
    </message>
    <message>
        <source>None of your canoes is lost.</source>
        <translation>Aucun de vos canoës n&apos;est perdu.</translation>
    </message>
    <message>
        <source>One canoe per turn may be bought back.</source>
        <translation>On ne rachète qu&apos;un canoë par tour.</translation>
    </message>
    <message>
        <source>Buying back costs a gem from your play area, and you have none.</source>
        <translation>Un rachat coûte une gemme de votre réserve, et vous n&apos;en avez pas.</translation>
    </message>
    <message>
        <source>Buy back before any canoe moves.</source>
        <translation>Rachetez avant que tout canoë bouge.</translation>
    </message>
    <message>
        <source>A theft: an empty canoe that paddled upstream, and unloaded nothing this turn, takes the gem of an opponent&apos;s loaded canoe on its space.</source>
        <translation>Un vol&#xa0;: un canoë vide qui a remonté le courant, et n&apos;a rien déchargé ce tour, prend la gemme d&apos;un canoë adverse chargé sur sa case.</translation>
    </message>
    <message>
        <source>Nothing can be loaded or unloaded with a 1.</source>
        <translation>Avec un 1, on ne charge ni ne décharge rien.</translation>
    </message>
    <message>
        <source>The canoe has moved; only a theft is left.</source>
        <translation>Le canoë a bougé&#xa0;; il ne reste que le vol.</translation>
    </message>
    <message>
        <source>The canoe cannot load here now.</source>
        <translation>Le canoë ne peut pas charger ici maintenant.</translation>
    </message>
    <message>
        <source>The canoe cannot unload here now.</source>
        <translation>Le canoë ne peut pas décharger ici maintenant.</translation>
    </message>
    <message>
        <source>A canoe loads or unloads before its move or after it, never both.</source>
        <translation>Un canoë charge ou décharge avant son mouvement ou après, jamais les deux.</translation>
    </message>
    <message>
        <source>No canoe of yours is beside a discovery place. Keep points from the move to load after it.</source>
        <translation>Aucun de vos canoës n&apos;est à côté d&apos;un lieu de découverte. Gardez des points du mouvement pour charger après.</translation>
    </message>
    <message>
        <source>Only an empty canoe loads, at a place with gems lying there; a loaded canoe may unload, then load another colour for 4 points.</source>
        <translation>Seul un canoë vide charge, à un lieu où il reste des gemmes&#xa0;; un canoë chargé peut décharger, puis charger une autre couleur pour 4 points.</translation>
    </message>
    <message>
        <source>A canoe unloads only a gem, and never at the place of the gem&apos;s own colour.</source>
        <translation>Un canoë ne décharge qu&apos;une gemme, et jamais au lieu de la couleur de cette gemme.</translation>
    </message>
    <message>
        <source>Your other canoe must move too: click a highlighted space.</source>
        <translation>Votre autre canoë doit bouger aussi&#xa0;: cliquez une case en surbrillance.</translation>
    </message>
    <message>
        <source>Round %1 and no gem on land: turning the cloud down slows the river for everyone, and the near gems (violet, clear) come home in two turns.</source>
        <translation>Manche %1 et aucune pierre à terre&#xa0;: baisser le nuage ralentit la rivière pour tous, et les pierres proches (violette, claire) se ramènent en deux tours.</translation>
    </message>
    <message numerus="yes">
        <source>Paddle to %1, keeping %n point(s)</source>
        <translation>
            <numerusform>Pagayer jusqu’à %1, en gardant %n point</numerusform>
            <numerusform>Pagayer jusqu’à %1, en gardant %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Paddle to %1</source>
        <translation>Pagayer jusqu’à %1</translation>
    </message>
    <message>
        <source>, swept over a waterfall by the coming river move</source>
        <translation>, emporté par une chute au prochain mouvement de la rivière</translation>
    </message>
</context>
<context>
    <name>PassDeviceScreen</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passez l’appareil à %1</translation>
    </message>
    <message>
        <source>The other players should look away while %1 plays.</source>
        <translation>Les autres joueurs détournent le regard pendant que %1 joue.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>Je suis %1&#xa0;: montrer ma main</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Afficher l’aide des options de la ligne de commande.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Afficher l’aide, options propres à Qt comprises.</translation>
    </message>
</context>
<context>
    <name>ResultsActions</name>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revoir cette partie</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
</context>
<context>
    <name>RowingActionPanel</name>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Choose the stroke rate for this turn on the left. It sets how many cards you play.</source>
        <translation>Choisissez à gauche la cadence de ce tour. Elle fixe le nombre de cartes jouées.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Motivation</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>Dig deep (+2)</source>
        <translation>Tout donner (+2)</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Non, merci</translation>
    </message>
    <message>
        <source>Replenish</source>
        <translation>Renouveler</translation>
    </message>
    <message>
        <source>Keep all cards</source>
        <translation>Garder toutes les cartes</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s)</source>
        <translation>
            <numerusform>Défausser %n carte</numerusform>
            <numerusform>Défausser %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the selected cards (Enter); Esc clears the selection</source>
        <translation>Jouer les cartes choisies (Entrée)&#xa0;; Échap vide la sélection</translation>
    </message>
    <message>
        <source>Discard the selected cards, or keep them all (Enter)</source>
        <translation>Défausser les cartes choisies, ou toutes les garder (Entrée)</translation>
    </message>
    <message numerus="yes">
        <source>Level with or just behind a boat: pay 1 stamina card (%n left) to move 2 more spaces?</source>
        <translation>
            <numerusform>À la hauteur ou juste derrière un bateau&#xa0;: payer 1 endurance (il en reste %n) pour avancer de 2 cases de plus&#xa0;?</numerusform>
            <numerusform>À la hauteur ou juste derrière un bateau&#xa0;: payer 1 endurance (il en reste %n) pour avancer de 2 cases de plus&#xa0;?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowingBoard</name>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Follow the leader</source>
        <translation>Suivre le premier</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Zoom arrière (Ctrl+molette)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>See the whole course</source>
        <translation>Voir tout le parcours</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Zoom avant (Ctrl+molette)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Keep the leading boat in view while zoomed in</source>
        <translation>Garder le bateau de tête en vue pendant le zoom</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
</context>
<context>
    <name>RowingBoardModel</name>
    <message>
        <source>%1 m · limit %2</source>
        <translation>%1 m · limite %2</translation>
    </message>
    <message>
        <source>Sector %1</source>
        <translation>Secteur %1</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>No race in progress.</source>
        <translation>Aucune course en cours.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>Round %1 · showing move %2 of %3: the race is paused while you look back.</source>
        <translation>Tour %1 · coup %2 sur %3 affiché&#xa0;: la course est en pause pendant que vous revenez en arrière.</translation>
    </message>
    <message>
        <source>Round %1 · %2 is thinking…</source>
        <translation>Tour %1 · %2 réfléchit…</translation>
    </message>
    <message>
        <source>Round %1 · %2 to move.</source>
        <translation>Tour %1 · à %2 de jouer.</translation>
    </message>
    <message>
        <source>Round %1 · %2, your turn: choose your stroke rate.</source>
        <translation>Tour %1 · %2, à vous&#xa0;: choisissez votre cadence.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · %2, play %n card(s).</source>
        <translation>
            <numerusform>Tour %1 · %2, jouez %n carte.</numerusform>
            <numerusform>Tour %1 · %2, jouez %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 · %2, use motivation?</source>
        <translation>Tour %1 · %2, utiliser la motivation&#xa0;?</translation>
    </message>
    <message>
        <source>Round %1 · %2, discard pace cards or keep them all.</source>
        <translation>Tour %1 · %2, défaussez des cartes d’allure ou gardez-les toutes.</translation>
    </message>
    <message>
        <source>reach: space %1 · %2 spm</source>
        <translation>portée&#xa0;: case %1 · %2 cpm</translation>
    </message>
    <message>
        <source>%1 · lane %2</source>
        <translation>%1 · couloir %2</translation>
    </message>
</context>
<context>
    <name>RowingBoat</name>
    <message>
        <source>finished</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <source>%1 spm · stamina %2</source>
        <translation>%1 cpm · endurance %2</translation>
    </message>
    <message>
        <source>crab</source>
        <translation>crabe</translation>
    </message>
</context>
<context>
    <name>RowingCourseView</name>
    <message>
        <source>Split line at %1 m: a boat crossing it at a pace above %2 pays stamina for the difference; without enough, it catches a crab.</source>
        <translation>Ligne de passage à %1 m&#xa0;: un bateau qui la franchit à une allure au-dessus de %2 paie la différence en endurance&#xa0;; s’il n’en a pas assez, il attrape un crabe.</translation>
    </message>
    <message>
        <source>The course</source>
        <translation>Le parcours</translation>
    </message>
</context>
<context>
    <name>RowingHand</name>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>%1 of %2 selected</source>
        <translation>sélection&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>A hand is shown only to its rower, on their turn.</source>
        <translation>Une main n’est montrée qu’à son rameur, pendant son tour.</translation>
    </message>
    <message>
        <source>Draw deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Your hand, %1</source>
        <translation>Votre main, %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Stamina pile</source>
        <translation>Pile d’endurance</translation>
    </message>
    <message>
        <source>Your draw deck: you draw from it to refill your hand.</source>
        <translation>Votre pioche&#xa0;: vous y piochez pour compléter votre main.</translation>
    </message>
    <message>
        <source>Your discard pile: played and discarded cards, shuffled into a new deck when the deck runs out.</source>
        <translation>Votre défausse&#xa0;: cartes jouées et défaussées, mélangées en une nouvelle pioche quand celle-ci est vide.</translation>
    </message>
    <message>
        <source>Your stamina: it pays for split lines crossed too fast, a jump of two rates and Motivation; with none left, a crab.</source>
        <translation>Votre endurance&#xa0;: elle paie les lignes de passage franchies trop vite, un saut de deux cadences et la Motivation&#xa0;; quand il n’en reste plus, c’est le crabe.</translation>
    </message>
</context>
<context>
    <name>RowingHandModel</name>
    <message>
        <source>Pace</source>
        <translation>Allure</translation>
    </message>
    <message>
        <source>Instability</source>
        <translation>Instabilité</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
</context>
<context>
    <name>RowingRateSelector</name>
    <message>
        <source>Stroke rate</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>%1 spm</source>
        <translation>%1 cpm</translation>
    </message>
    <message numerus="yes">
        <source>play %n card(s)</source>
        <translation>
            <numerusform>jouer %n carte</numerusform>
            <numerusform>jouer %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spm: play %n card(s). %2. %3</source>
        <translation>
            <numerusform>%1 cpm&#xa0;: jouer %n carte. %2. %3</numerusform>
            <numerusform>%1 cpm&#xa0;: jouer %n cartes. %2. %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Space or Enter: choose this rate</source>
        <translation>Espace ou Entrée&#xa0;: choisir cette cadence</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowingResults</name>
    <message>
        <source>Race results</source>
        <translation>Résultats de la course</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Rower</source>
        <translation>Rameur</translation>
    </message>
    <message>
        <source>Finished in</source>
        <translation>Arrivé au</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>Show the course</source>
        <translation>Montrer le parcours</translation>
    </message>
    <message>
        <source>Boats that finish in the same round are ranked by how far their whole pace would have taken them (reach), then by the higher stroke rate, then by the lower lane.</source>
        <translation>Les bateaux arrivés au même tour sont classés selon la case où toute leur allure les aurait menés (portée), puis par la cadence la plus haute, puis par le couloir le plus bas.</translation>
    </message>
</context>
<context>
    <name>RowingTurnController</name>
    <message>
        <source>No effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <source>Strain: none on your first turn</source>
        <translation>Effort&#xa0;: aucun à votre premier tour</translation>
    </message>
    <message>
        <source>Keep your rate</source>
        <translation>Garder votre cadence</translation>
    </message>
    <message>
        <source>One step: free</source>
        <translation>Un cran&#xa0;: gratuit</translation>
    </message>
    <message>
        <source>Select pace cards to discard, or keep them all.</source>
        <translation>Sélectionnez les cartes d’allure à défausser, ou gardez-les toutes.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n pace card(s).</source>
        <translation>
            <numerusform>Défausser %n carte d’allure.</numerusform>
            <numerusform>Défausser %n cartes d’allure.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cluttered hand: you play what you can, the boat stays and drops to 35 spm.</source>
        <translation>Main encombrée&#xa0;: vous jouez ce que vous pouvez, le bateau reste sur place et tombe à 35 cpm.</translation>
    </message>
    <message>
        <source>Pace %1 to %2 (each instability card adds 1 to 3).</source>
        <translation>Allure %1 à %2 (chaque carte d’instabilité ajoute 1 à 3).</translation>
    </message>
    <message>
        <source>A high reveal could catch a crab.</source>
        <translation>Un tirage élevé pourrait faire attraper un crabe.</translation>
    </message>
    <message>
        <source>Pace %1: from space %2 to space %3.</source>
        <translation>Allure %1&#xa0;: de la case %2 à la case %3.</translation>
    </message>
    <message>
        <source>Crossing %1 m at pace %2 costs %3 stamina; you have %4: you will catch a crab.</source>
        <translation>Franchir %1 m à l’allure %2 coûte %3 d’endurance&#xa0;; vous en avez %4&#xa0;: vous attraperez un crabe.</translation>
    </message>
    <message>
        <source>Crossing %1 m at pace %2 costs %3 stamina (you have %4).</source>
        <translation>Franchir %1 m à l’allure %2 coûte %3 d’endurance (vous en avez %4).</translation>
    </message>
    <message>
        <source>You will cross the finish line.</source>
        <translation>Vous franchirez la ligne d’arrivée.</translation>
    </message>
    <message>
        <source>Cooldown: up to 2 stamina back</source>
        <translation>Récupération&#xa0;: jusqu’à 2 endurance</translation>
    </message>
    <message>
        <source>Strain: 1 stamina to discard</source>
        <translation>Effort&#xa0;: 1 endurance à la défausse</translation>
    </message>
    <message>
        <source>Jump: 1 stamina card</source>
        <translation>Saut&#xa0;: 1 endurance</translation>
    </message>
    <message numerus="yes">
        <source>Select %n card(s) to play (%1 selected).</source>
        <translation>
            <numerusform>Sélectionnez %n carte à jouer (sélection&#xa0;: %1).</numerusform>
            <numerusform>Sélectionnez %n cartes à jouer (sélection&#xa0;: %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonActionPanel</name>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Wild %1:</source>
        <translation>Joker %1&#xa0;:</translation>
    </message>
    <message>
        <source>Wild:</source>
        <translation>Joker&#xa0;:</translation>
    </message>
    <message>
        <source>↖ Left</source>
        <translation>↖ Gauche</translation>
    </message>
    <message>
        <source>↑ Forward</source>
        <translation>↑ Tout droit</translation>
    </message>
    <message>
        <source>↗ Right</source>
        <translation>↗ Droite</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>Wild direction: %1</source>
        <translation>Direction du Joker&#xa0;: %1</translation>
    </message>
    <message>
        <source>Play the selected card (Enter); Esc cancels the selection</source>
        <translation>Jouer la carte choisie (Entrée)&#xa0;; Échap annule la sélection</translation>
    </message>
    <message>
        <source>Jump with the two selected Swim cards (Enter)</source>
        <translation>Sauter avec les deux cartes Nage choisies (Entrée)</translation>
    </message>
    <message>
        <source>End your turn and draw up to four cards (E)</source>
        <translation>Finir votre tour et piocher jusqu’à quatre cartes (E)</translation>
    </message>
    <message>
        <source>Tab to choose, Enter or Space to take it</source>
        <translation>Tab pour choisir, Entrée ou Espace pour valider</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Wild %1 direction: %2</source>
        <translation>Direction du Joker %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SalmonBoard</name>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>My salmon</source>
        <translation>Mon saumon</translation>
    </message>
    <message>
        <source>Centre the river on your salmon (M)</source>
        <translation>Centrer la rivière sur votre saumon (M)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>What the symbols on the river mean (K)</source>
        <translation>Ce que veulent dire les symboles de la rivière (K)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel, −)</source>
        <translation>Zoom arrière (Ctrl+molette, −)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>See the whole river (0)</source>
        <translation>Voir toute la rivière (0)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel, +)</source>
        <translation>Zoom avant (Ctrl+molette, +)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
</context>
<context>
    <name>SalmonBoardModel</name>
    <message>
        <source>Hex %1</source>
        <translation>Hexagone %1</translation>
    </message>
    <message>
        <source>River bank: no salmon goes there.</source>
        <translation>Berge&#xa0;: aucun saumon n’y va.</translation>
    </message>
    <message>
        <source>Rock: no salmon enters it or jumps over it.</source>
        <translation>Rocher&#xa0;: aucun saumon n’y entre ni ne saute par-dessus.</translation>
    </message>
    <message>
        <source>Waterfall: only a jump of two Swim cards passes it.</source>
        <translation>Cascade&#xa0;: seul un saut de deux cartes Nage la franchit.</translation>
    </message>
    <message>
        <source>Start: the salmon begin here.</source>
        <translation>Départ&#xa0;: les saumons commencent ici.</translation>
    </message>
    <message>
        <source>Spawning ground: the first salmon here ends the game with the round.</source>
        <translation>Frayère&#xa0;: le premier saumon arrivé ici termine la partie à la fin du tour de table.</translation>
    </message>
    <message>
        <source>A bear: a salmon here takes a Fatigue card.</source>
        <translation>Un ours&#xa0;: un saumon ici prend une carte Fatigue.</translation>
    </message>
    <message>
        <source>%1&apos;s salmon</source>
        <translation>Saumon de %1</translation>
    </message>
    <message numerus="yes">
        <source>Current: a Current card carries the salmon here along %n arrow(s).</source>
        <translation>
            <numerusform>Courant&#xa0;: une carte Courant emporte le saumon d’ici le long de sa flèche.</numerusform>
            <numerusform>Courant&#xa0;: une carte Courant emporte le saumon d’ici le long de l’une de ses %n flèches (le dé décide).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonCard</name>
    <message>
        <source>Space: select · Enter: play · Esc: cancel</source>
        <translation>Espace&#xa0;: choisir · Entrée&#xa0;: jouer · Échap&#xa0;: annuler</translation>
    </message>
    <message>
        <source>%1, card %2</source>
        <translation>%1, carte %2</translation>
    </message>
</context>
<context>
    <name>SalmonCardText</name>
    <message>
        <source>1 hex upstream</source>
        <translation>1 hexagone vers l’amont</translation>
    </message>
    <message>
        <source>2 hexes upstream</source>
        <translation>2 hexagones vers l’amont</translation>
    </message>
    <message>
        <source>1 hex, any way up</source>
        <translation>1 hexagone, direction au choix</translation>
    </message>
    <message>
        <source>Look at a hand, discard 1</source>
        <translation>Regardez une main, défaussez-en 1</translation>
    </message>
    <message>
        <source>Play it to return it</source>
        <translation>Jouez-la pour la rendre</translation>
    </message>
    <message>
        <source>Wild, straight up</source>
        <translation>Joker, tout droit</translation>
    </message>
    <message>
        <source>Wild, up to the left</source>
        <translation>Joker, à gauche</translation>
    </message>
    <message>
        <source>Wild, up to the right</source>
        <translation>Joker, à droite</translation>
    </message>
    <message>
        <source>Move a bear up to 2 hexes</source>
        <translation>Déplacer un ours de 2 hexagones au plus</translation>
    </message>
    <message>
        <source>Every salmon drifts</source>
        <translation>Tous les saumons dérivent</translation>
    </message>
    <message>
        <source>Discard 1 per arrow</source>
        <translation>Défaussez 1 par flèche</translation>
    </message>
    <message>
        <source>Take a Swim card of your choice from the supply.</source>
        <translation>Prenez dans les decks additionnels une carte Nage de votre choix.</translation>
    </message>
    <message>
        <source>Take a Double Swim card of your choice from the supply.</source>
        <translation>Prenez dans les decks additionnels une carte Double nage de votre choix.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Piochez une carte.</translation>
    </message>
    <message>
        <source>Take an Eagle card.</source>
        <translation>Prenez une carte Aigle.</translation>
    </message>
    <message>
        <source>Take a Fatigue card.</source>
        <translation>Prenez une carte Fatigue.</translation>
    </message>
    <message>
        <source>Take a Current card.</source>
        <translation>Prenez une carte Courant.</translation>
    </message>
    <message>
        <source>Take a Rapids card.</source>
        <translation>Prenez une carte Rapides.</translation>
    </message>
    <message>
        <source>Take a Current or a Rapids card.</source>
        <translation>Prenez une carte Courant ou Rapides.</translation>
    </message>
    <message>
        <source>Remove a card from your deck.</source>
        <translation>Retirez une carte de votre paquet.</translation>
    </message>
    <message>
        <source>Remove up to two cards from your deck.</source>
        <translation>Retirez jusqu’à deux cartes de votre paquet.</translation>
    </message>
    <message>
        <source>Take a Wild card.</source>
        <translation>Prenez une carte Joker.</translation>
    </message>
    <message>
        <source>Take a Bear card; a bear starts here.</source>
        <translation>Prenez une carte Ours&#xa0;; un ours part d’ici.</translation>
    </message>
</context>
<context>
    <name>SalmonCourseView</name>
    <message>
        <source>swims through</source>
        <translation>nage à travers</translation>
    </message>
    <message>
        <source>lands here</source>
        <translation>atterrit ici</translation>
    </message>
    <message>
        <source>jumps over</source>
        <translation>saute par-dessus</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>the bear can go here</source>
        <translation>l’ours peut aller ici</translation>
    </message>
    <message>
        <source>The river</source>
        <translation>La rivière</translation>
    </message>
</context>
<context>
    <name>SalmonHand</name>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>Your hand, %1</source>
        <translation>Votre main, %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>draw pile</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation>Aucune carte en main</translation>
    </message>
    <message>
        <source>Your draw pile: you draw up to four cards from it at the end of your turn.</source>
        <translation>Votre pioche&#xa0;: vous y piochez jusqu’à quatre cartes à la fin de votre tour.</translation>
    </message>
    <message>
        <source>Your discard pile: played and new cards; it is shuffled into a new draw pile when that runs out.</source>
        <translation>Votre défausse&#xa0;: cartes jouées et nouvelles&#xa0;; elle est mélangée en une nouvelle pioche quand celle-ci est vide.</translation>
    </message>
</context>
<context>
    <name>SalmonResults</name>
    <message>
        <source>Results of the run</source>
        <translation>Résultats de la course</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Salmon</source>
        <translation>Saumon</translation>
    </message>
    <message>
        <source>Spawned</source>
        <translation>Arrivé</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>1st ★</source>
        <translation>1er ★</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Look at the river</source>
        <translation>Voir la rivière</translation>
    </message>
</context>
<context>
    <name>SalmonSymbolKey</name>
    <message>
        <source>Symbol key</source>
        <translation>Légende des symboles</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>Rocher</translation>
    </message>
    <message>
        <source>No salmon enters it or jumps over it.</source>
        <translation>Aucun saumon n’y entre ni ne saute par-dessus.</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Cascade</translation>
    </message>
    <message>
        <source>Only a jump of two Swim cards passes it; a jump costs a Fatigue card.</source>
        <translation>Seul un saut de deux cartes Nage la franchit&#xa0;; un saut coûte une carte Fatigue.</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Flèche</translation>
    </message>
    <message>
        <source>The current: a Current card carries the salmon along it (1 or 2: the die).</source>
        <translation>Le courant&#xa0;: une carte Courant y emporte le saumon (1 ou 2&#xa0;: le dé).</translation>
    </message>
</context>
<context>
    <name>SalmonTableModel</name>
    <message>
        <source>Die: %1, %2 plays first</source>
        <translation>Dé&#xa0;: %1, %2 joue en premier</translation>
    </message>
    <message>
        <source>Die: %1, odd: %2 follows arrow 1</source>
        <translation>Dé&#xa0;: %1, impair&#xa0;: %2 suit la flèche 1</translation>
    </message>
    <message>
        <source>Die: %1, even: %2 follows arrow 2</source>
        <translation>Dé&#xa0;: %1, pair&#xa0;: %2 suit la flèche 2</translation>
    </message>
    <message>
        <source>Die: %1</source>
        <translation>Dé&#xa0;: %1</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>The run is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message numerus="yes">
        <source>%1: play up to %n more card(s), or end the turn.</source>
        <translation>
            <numerusform>%1&#xa0;: jouez encore jusqu’à %n carte, ou terminez le tour.</numerusform>
            <numerusform>%1&#xa0;: jouez encore jusqu’à %n cartes, ou terminez le tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: choose a card from the supply.</source>
        <translation>%1&#xa0;: choisissez une carte dans les decks additionnels.</translation>
    </message>
    <message>
        <source>%1: in the reeds, remove cards from the deck or stop.</source>
        <translation>%1&#xa0;: dans les roseaux, retirez des cartes du deck ou arrêtez.</translation>
    </message>
    <message>
        <source>%1: move a bear.</source>
        <translation>%1&#xa0;: déplacez un ours.</translation>
    </message>
    <message>
        <source>%1: send the eagle to look at a hand.</source>
        <translation>%1&#xa0;: envoyez l’aigle regarder une main.</translation>
    </message>
    <message>
        <source>%1: counter, or not?</source>
        <translation>%1&#xa0;: contrer, ou non&#xa0;?</translation>
    </message>
    <message>
        <source>%1: pick the card the eagle takes.</source>
        <translation>%1&#xa0;: choisissez la carte que prend l’aigle.</translation>
    </message>
    <message>
        <source>%1: discard for the rapids.</source>
        <translation>%1&#xa0;: défaussez pour les rapides.</translation>
    </message>
    <message>
        <source>%1: discard down to 4 cards.</source>
        <translation>%1&#xa0;: défaussez jusqu’à n’avoir plus que 4 cartes.</translation>
    </message>
</context>
<context>
    <name>SalmonTablePanel</name>
    <message>
        <source>%1 (spawned)</source>
        <translation>%1 (arrivé)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>fatigue</source>
        <translation>fatigue</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Decks additionnels</translation>
    </message>
    <message>
        <source>This turn:</source>
        <translation>Ce tour-ci&#xa0;:</translation>
    </message>
    <message>
        <source>no card yet</source>
        <translation>aucune carte pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2. %n left in the supply.</source>
        <translation>
            <numerusform>%1 — %2. %n dans les decks additionnels.</numerusform>
            <numerusform>%1 — %2. %n dans les decks additionnels.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalmonToken</name>
    <message>
        <source>Bear %1</source>
        <translation>Ours %1</translation>
    </message>
    <message>
        <source>A bear that may move: click it, then a green hex</source>
        <translation>Un ours qui peut bouger&#xa0;: cliquez-le, puis un hexagone vert</translation>
    </message>
    <message>
        <source>A bear: a salmon on its hex takes a Fatigue card</source>
        <translation>Un ours&#xa0;: un saumon sur son hexagone prend une carte Fatigue</translation>
    </message>
</context>
<context>
    <name>SalmonTurnController</name>
    <message>
        <source>from your hand</source>
        <translation>de votre main</translation>
    </message>
    <message>
        <source>from your draw pile</source>
        <translation>de votre pioche</translation>
    </message>
    <message>
        <source>from your discard pile</source>
        <translation>de votre défausse</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation>Prendre une carte</translation>
    </message>
    <message>
        <source>Reeds</source>
        <translation>Roseaux</translation>
    </message>
    <message>
        <source>Move a bear</source>
        <translation>Déplacer un ours</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Aigle</translation>
    </message>
    <message>
        <source>Counter?</source>
        <translation>Contrer&#xa0;?</translation>
    </message>
    <message>
        <source>Eagle: pick a card</source>
        <translation>Aigle&#xa0;: choisissez une carte</translation>
    </message>
    <message>
        <source>Rapids</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>The hex you entered gives you a card of your choice from the supply, added to your discard pile.</source>
        <translation>L’hexagone atteint vous donne la carte de votre choix, prise dans les decks additionnels et ajoutée à votre défausse.</translation>
    </message>
    <message numerus="yes">
        <source>Remove up to %n card(s) from your deck for good (hand, draw pile or discard pile), or stop.</source>
        <translation>
            <numerusform>Retirez définitivement jusqu’à %n carte de votre deck (main, pioche ou défausse), ou arrêtez.</numerusform>
            <numerusform>Retirez définitivement jusqu’à %n cartes de votre deck (main, pioche ou défausse), ou arrêtez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a bear, then a highlighted hex 1 or 2 steps away. A bear stops on the first salmon it meets, and that salmon takes a Fatigue card.</source>
        <translation>Cliquez sur un ours, puis sur un hexagone en surbrillance à 1 ou 2 hexagones de distance. Un ours s’arrête sur le premier saumon qu’il rencontre, et ce saumon prend une carte Fatigue.</translation>
    </message>
    <message>
        <source>Click a highlighted hex to move the bear there (or another bear to move it instead).</source>
        <translation>Cliquez sur un hexagone en surbrillance pour y déplacer l’ours (ou sur un autre ours pour déplacer celui-ci à la place).</translation>
    </message>
    <message>
        <source>Whose hand does the eagle look at? You then choose one of its cards to discard.</source>
        <translation>Dans quelle main l’aigle regarde-t-il&#xa0;? Vous choisirez ensuite l’une de ses cartes à défausser.</translation>
    </message>
    <message>
        <source>%1 played %2. Discard a %2 from your hand to cancel its effect on you?</source>
        <translation>%1 a joué une carte %2. Défausser une carte %2 de votre main pour en annuler l’effet sur vous&#xa0;?</translation>
    </message>
    <message>
        <source>The eagle sees %1&apos;s hand. Which card must %1 discard?</source>
        <translation>L’aigle voit la main de %1. Quelle carte doit défausser %1&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>The rapids take %n card(s) from your hand: choose which.</source>
        <translation>
            <numerusform>Les rapides vous prennent %n carte de votre main&#xa0;: choisissez laquelle.</numerusform>
            <numerusform>Les rapides vous prennent %n cartes de votre main&#xa0;: choisissez lesquelles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold more than 4 cards: discard %n more.</source>
        <translation>
            <numerusform>Vous avez plus de 4 cartes&#xa0;: défaussez-en encore %n.</numerusform>
            <numerusform>Vous avez plus de 4 cartes&#xa0;: défaussez-en encore %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n restante</numerusform>
            <numerusform>%n restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Stop removing</source>
        <translation>Arrêter de retirer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter with %1</source>
        <translation>Contrer avec une carte %1</translation>
    </message>
    <message>
        <source>Don&apos;t counter</source>
        <translation>Ne pas contrer</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Pick a card to play, two Swim cards to jump a waterfall, or end your turn.</source>
        <translation>Choisissez une carte à jouer, deux cartes Nage pour sauter par-dessus une cascade, ou terminez votre tour.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hex(es) upstream.</source>
        <translation>
            <numerusform>%1&#xa0;: %n hexagone vers l’amont.</numerusform>
            <numerusform>%1&#xa0;: %n hexagones vers l’amont.</numerusform>
        </translation>
    </message>
    <message>
        <source>You land on %1.</source>
        <translation>Vous arrivez sur un hexagone %1.</translation>
    </message>
    <message>
        <source>You reach the spawning ground!</source>
        <translation>Vous atteignez le lieu de reproduction&#xa0;!</translation>
    </message>
    <message>
        <source>Only two Swim cards can be played together, as a jump.</source>
        <translation>Seules deux cartes Nage peuvent être jouées ensemble, pour un saut.</translation>
    </message>
    <message>
        <source>A third Swim card this turn adds a Fatigue card to your discard pile.</source>
        <translation>Une troisième carte Nage ce tour-ci ajoute une carte Fatigue à votre défausse.</translation>
    </message>
    <message>
        <source>Jump: %1, then %2. A jump adds a Fatigue card to your discard pile.</source>
        <translation>Saut&#xa0;: %1, puis %2. Un saut ajoute une carte Fatigue à votre défausse.</translation>
    </message>
    <message>
        <source>%1 played %2. You hold no %2 to cancel its effect on you.</source>
        <translation>%1 a joué %2. Vous n’avez pas de %2 pour en annuler l’effet sur vous.</translation>
    </message>
    <message>
        <source>Blocked: %1 (%2); the card would be discarded without moving.</source>
        <translation>Bloqué&#xa0;: %1 (%2)&#xa0;; la carte serait défaussée sans bouger.</translation>
    </message>
    <message>
        <source>No jump: %1.</source>
        <translation>Pas de saut&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2; the card would be discarded without moving.</source>
        <translation>%1&#xa0;: %2&#xa0;; la carte serait défaussée sans bouger.</translation>
    </message>
    <message>
        <source>Jump: %1</source>
        <translation>Saut&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SessionObserver</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>AI · easy</source>
        <translation>IA · facile</translation>
    </message>
    <message>
        <source>AI · normal</source>
        <translation>IA · normale</translation>
    </message>
    <message>
        <source>AI · hard</source>
        <translation>IA · difficile</translation>
    </message>
</context>
<context>
    <name>VisionsActionPanel</name>
    <message>
        <source>Line this rider up on the next start space</source>
        <translation>Placer ce coureur sur la prochaine case de départ</translation>
    </message>
    <message>
        <source>Activate this rider (Up/Down)</source>
        <translation>Activer ce coureur (Haut/Bas)</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Play the Wild card as %1 (T)</source>
        <translation>Jouer le Joker en %1 (T)</translation>
    </message>
    <message>
        <source>Starting PS</source>
        <translation>CP de départ</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activer</translation>
    </message>
    <message>
        <source>Start the move (Enter)</source>
        <translation>Commencer le déplacement (Entrée)</translation>
    </message>
    <message>
        <source>PS left: %1</source>
        <translation>CP restants&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2 PS)</source>
        <translation>%1 (%2 CP)</translation>
    </message>
    <message>
        <source>Your Tactics: %1</source>
        <translation>Vos cartes Tactique&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a rider&apos;s name, what its button does</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>VisionsBoard</name>
    <message>
        <source>Zoom out (-)</source>
        <translation>Dézoomer (-)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Dézoomer</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Zoomer (+)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoomer</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Keep the moving rider in view (F)</source>
        <translation>Garder le coureur en mouvement en vue (F)</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>Arrivés&#xa0;:</translation>
    </message>
    <message>
        <source>A All-Star · C Climber · S Sprinter · D Domestique · pips: fatigue (white T, red P) · gold: bonus seconds · faded: activated · bar: linked · teal ring: reachable space (PS cost)</source>
        <translation>L Leader · G Grimpeur · S Sprinteur · E Équipier · points&#xa0;: fatigue (blanc T, rouge P) · or&#xa0;: secondes de bonus · pâle&#xa0;: déjà activé · barre&#xa0;: en file · anneau turquoise&#xa0;: case atteignable (coût en CP)</translation>
    </message>
    <message>
        <source>Show the whole field, its riders large enough to read (0)</source>
        <translation>Montrer tout le peloton, ses coureurs assez grands pour être lus (0)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>What the letters and marks on the road mean (K)</source>
        <translation>Ce que signifient les lettres et les marques sur la route (K)</translation>
    </message>
</context>
<context>
    <name>VisionsCourseView</name>
    <message>
        <source>The road</source>
        <translation>La route</translation>
    </message>
</context>
<context>
    <name>VisionsResults</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Arrivés</translation>
    </message>
    <message>
        <source>1st ★</source>
        <translation>1re ★</translation>
    </message>
    <message>
        <source>Look at the road</source>
        <translation>Voir la route</translation>
    </message>
</context>
<context>
    <name>VisionsRiderText</name>
    <message>
        <source>A</source>
        <comment>All-Star</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Climber</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>S</source>
        <comment>Sprinter</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>D%1</source>
        <comment>Domestique</comment>
        <translation>E%1</translation>
    </message>
    <message>
        <source>waiting at the start</source>
        <translation>attend au départ</translation>
    </message>
    <message>
        <source>finished, place %1</source>
        <translation>arrivé, place %1</translation>
    </message>
    <message>
        <source>dropped back to the team car (road side, row %1)</source>
        <translation>à la voiture d&apos;équipe (bord de la route, rangée %1)</translation>
    </message>
    <message>
        <source>racing, activated this phase</source>
        <translation>en course, déjà activé cette phase</translation>
    </message>
    <message>
        <source>racing, available</source>
        <translation>en course, disponible</translation>
    </message>
    <message>
        <source>linked</source>
        <translation>en file</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Fatigue: %1 T, %2 P</source>
        <translation>Fatigue&#xa0;: %1 T, %2 P</translation>
    </message>
    <message>
        <source>Bonus: −%1 s</source>
        <translation>Bonus&#xa0;: −%1 s</translation>
    </message>
</context>
<context>
    <name>VisionsTableModel</name>
    <message>
        <source>Event · Grupo Compacto %1</source>
        <translation>Événement · Grupo Compacto %1</translation>
    </message>
    <message>
        <source>Tactics · %1</source>
        <translation>Tactique · %1</translation>
    </message>
    <message>
        <source>Setup: riders line up (%1 of %2)</source>
        <translation>Mise en place&#xa0;: les coureurs s&apos;alignent (%1 sur %2)</translation>
    </message>
    <message>
        <source>Reorganization after phase %1</source>
        <translation>Réorganisation après la phase %1</translation>
    </message>
    <message>
        <source>Movement phase %1</source>
        <translation>Phase de déplacement %1</translation>
    </message>
    <message>
        <source>%1 places a rider on the start grid.</source>
        <translation>%1 place un coureur sur la grille de départ.</translation>
    </message>
    <message>
        <source>%1 is choosing a rider and a card…</source>
        <translation>%1 choisit un coureur et une carte…</translation>
    </message>
    <message>
        <source>%1&apos;s turn: activate a rider with an Action card.</source>
        <translation>Au tour de %1&#xa0;: activez un coureur avec une carte Action.</translation>
    </message>
    <message>
        <source>%1 is moving.</source>
        <translation>%1 se déplace.</translation>
    </message>
    <message>
        <source>%1 chooses the lane of a pushed line.</source>
        <translation>%1 choisit où va une file poussée.</translation>
    </message>
    <message>
        <source>Reorganization: %1 decides.</source>
        <translation>Réorganisation&#xa0;: %1 décide.</translation>
    </message>
    <message>
        <source>Grupo Compacto: %1 moves a rider up.</source>
        <translation>Grupo Compacto&#xa0;: %1 fait remonter un coureur.</translation>
    </message>
    <message>
        <source>%1 may counter-attack.</source>
        <translation>%1 peut contre-attaquer.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>−%1 s</source>
        <translation>−%1 s</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 wins the race!</source>
        <translation>%1 gagne la course&#xa0;!</translation>
    </message>
    <message>
        <source>A tie: %1 share the win.</source>
        <translation>Égalité&#xa0;: %1 se partagent la victoire.</translation>
    </message>
</context>
<context>
    <name>VisionsTeamMats</name>
    <message numerus="yes">
        <source>%1: %n Action card(s), %2 Tactics</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte Action, %2 Tactique</numerusform>
            <numerusform>%1&#xa0;: %n cartes Action, %2 Tactique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Action card(s) in hand</source>
        <translation>
            <numerusform>%n carte Action en main</numerusform>
            <numerusform>%n cartes Action en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Tactics card(s) in hand</source>
        <translation>
            <numerusform>%n carte Tactique en main</numerusform>
            <numerusform>%n cartes Tactique en main</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <source>team car</source>
        <translation>voiture d&apos;équipe</translation>
    </message>
</context>
<context>
    <name>VisionsTurnController</name>
    <message>
        <source>Line up a rider on start space %1: click a rider of your team (or the highlighted start space for the selected one).</source>
        <translation>Placez un coureur sur la case de départ %1&#xa0;: cliquez sur un coureur de votre équipe (ou sur la case de départ en surbrillance pour le coureur choisi).</translation>
    </message>
    <message>
        <source>Pick an available rider: click one of your riders on the road.</source>
        <translation>Choisissez un coureur disponible&#xa0;: cliquez sur l&apos;un de vos coureurs sur la route.</translation>
    </message>
    <message>
        <source>The %1: pick an Action card from your hand.</source>
        <translation>%1&#xa0;: choisissez une carte Action de votre main.</translation>
    </message>
    <message>
        <source>Play the Wild card as which movement type?</source>
        <translation>Jouer le Joker comme quel type de déplacement&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>The %1 plays %2: %n PS. Activate to start the move.</source>
        <translation>
            <numerusform>%1 joue %2&#xa0;: %n CP. Activez pour commencer le déplacement.</numerusform>
            <numerusform>%1 joue %2&#xa0;: %n CP. Activez pour commencer le déplacement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n PS left: click a highlighted space to take a step.</source>
        <translation>
            <numerusform>%1, %n CP restant&#xa0;: cliquez sur une case en surbrillance pour avancer d&apos;un pas.</numerusform>
            <numerusform>%1, %n CP restants&#xa0;: cliquez sur une case en surbrillance pour avancer d&apos;un pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your group stands directly in front of another line: take it along, or leave it behind?</source>
        <translation>Votre groupe est juste devant une autre file&#xa0;: l&apos;emmener avec vous, ou la laisser derrière&#xa0;?</translation>
    </message>
    <message>
        <source>A forward bump pushes your line to where the road changes lanes: click the highlighted space its front rider takes.</source>
        <translation>Une bousculade pousse votre file là où la route change de nombre de files&#xa0;: cliquez sur la case en surbrillance où va son premier coureur.</translation>
    </message>
    <message>
        <source>Reorganization: a tired rider may drop back to the team car (its temporary fatigue is removed).</source>
        <translation>Réorganisation&#xa0;: un coureur fatigué peut rejoindre la voiture d&apos;équipe (sa fatigue temporaire est retirée).</translation>
    </message>
    <message>
        <source>Reorganization: one of your riders may rescue the dropped rider.</source>
        <translation>Réorganisation&#xa0;: un de vos coureurs peut aller chercher le coureur lâché.</translation>
    </message>
    <message>
        <source>Grupo Compacto: move your %1 up to a highlighted space, or stay.</source>
        <translation>Grupo Compacto&#xa0;: avancez votre %1 sur une case en surbrillance, ou restez sur place.</translation>
    </message>
    <message numerus="yes">
        <source>Counter-attack: your rider behind the mover may move up to %n row(s) forward.</source>
        <translation>
            <numerusform>Contre-attaque&#xa0;: votre coureur derrière celui qui s&apos;est déplacé peut avancer de %n rangée au plus.</numerusform>
            <numerusform>Contre-attaque&#xa0;: votre coureur derrière celui qui s&apos;est déplacé peut avancer de %n rangées au plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Drawn: an Event happens.</source>
        <translation>Piochée&#xa0;: un événement a lieu.</translation>
    </message>
    <message>
        <source>%1 with %2 PS</source>
        <translation>%1 avec %2 CP</translation>
    </message>
    <message>
        <source>+%1 T +%2 P</source>
        <translation>+%1 T +%2 P</translation>
    </message>
    <message>
        <source>+%1 T</source>
        <translation>+%1 T</translation>
    </message>
    <message>
        <source>Fatigue after the move: %1 T, %2 P</source>
        <translation>Fatigue après le déplacement&#xa0;: %1 T, %2 P</translation>
    </message>
    <message>
        <source>Wild: play it as Lead, Chase, Draft or Break.</source>
        <translation>Joker&#xa0;: jouez-le en Relais, Chasse, Aspiration ou Échappée.</translation>
    </message>
    <message>
        <source>Terrain (%1)</source>
        <translation>Terrain (%1)</translation>
    </message>
    <message>
        <source>Bonus abilities</source>
        <translation>Capacités bonus</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Attack!</source>
        <translation>Attaque&#xa0;!</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Texte de la carte</translation>
    </message>
    <message numerus="yes">
        <source>Costs %n PS</source>
        <translation>
            <numerusform>Coûte %n CP</numerusform>
            <numerusform>Coûte %n CP</numerusform>
        </translation>
    </message>
    <message>
        <source>Start space %1</source>
        <translation>Case de départ %1</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>cw::AboutDialog</name>
    <message>
        <source>About Coursewright</source>
        <translation>À propos de Coursewright</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Coursewright %1&lt;/h2&gt;&lt;p&gt;A studio for tabletop race games: design courses, play them against each other and against AI, and print them for the table.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Coursewright %1&lt;/h2&gt;&lt;p&gt;Un atelier pour jeux de course sur table&#xa0;: concevez des parcours, jouez-les entre vous et contre l’IA, et imprimez-les pour la table.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2, exécuté sur Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Coursewright is built from these components, each under its own licence:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Coursewright est construit à partir de ces composants, chacun sous sa propre licence&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Composant</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Utilisé pour</translation>
    </message>
    <message>
        <source>Qt %1: Core, GUI, Widgets, QML, Quick, Quick Controls, Quick Widgets, SVG, Print Support, Concurrent</source>
        <translation>Qt %1&#xa0;: Core, GUI, Widgets, QML, Quick, Quick Controls, Quick Widgets, SVG, Print Support, Concurrent</translation>
    </message>
    <message>
        <source>GNU Lesser General Public License, version 3 (LGPLv3)</source>
        <translation>Licence publique générale limitée GNU, version 3 (LGPLv3)</translation>
    </message>
    <message>
        <source>the windows, the board, printing, translations</source>
        <translation>les fenêtres, le plateau, l’impression, les traductions</translation>
    </message>
    <message>
        <source>xoshiro256** and SplitMix64 by David Blackman and Sebastiano Vigna</source>
        <translation>xoshiro256** et SplitMix64 de David Blackman et Sebastiano Vigna</translation>
    </message>
    <message>
        <source>public domain (CC0)</source>
        <translation>domaine public (CC0)</translation>
    </message>
    <message>
        <source>the seeded random generator behind every shuffle and die</source>
        <translation>le générateur aléatoire à graine derrière chaque mélange et chaque dé</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt runs on libraries of the operating system (FreeType, HarfBuzz, libpng, zlib, PCRE2, ICU and others), each under its own free licence; on Debian, /usr/share/doc/&amp;lt;package&amp;gt;/copyright gives each one in full.&lt;/p&gt;&lt;p&gt;Coursewright runs on the shared Qt libraries of the system, which the LGPL lets anyone replace with their own build of Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt s’appuie sur des bibliothèques du système (FreeType, HarfBuzz, libpng, zlib, PCRE2, ICU et d’autres), chacune sous sa propre licence libre&#xa0;; sous Debian, /usr/share/doc/&amp;lt;paquet&amp;gt;/copyright donne chacune en entier.&lt;/p&gt;&lt;p&gt;Coursewright utilise les bibliothèques Qt partagées du système, que la LGPL permet à chacun de remplacer par sa propre compilation de Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Coursewright plays these games by their rulebooks:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Coursewright joue ces jeux selon leurs livrets de règles&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Components and Licences</source>
        <translation>Composants et licences</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>cw::AtomicFile</name>
    <message>
        <source>is a folder</source>
        <translation>est un dossier</translation>
    </message>
    <message>
        <source>not a regular file (a device, a FIFO or a socket): refusing to replace it</source>
        <translation>pas un fichier ordinaire (un périphérique, une FIFO ou une socket)&#xa0;: il ne sera pas remplacé</translation>
    </message>
</context>
<context>
    <name>cw::BoundedFile</name>
    <message>
        <source>file not found</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation>est un dossier</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 bytes is too large (at most %2)</source>
        <translation>%1 octets, c’est trop grand (au plus %2)</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>lecture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>too large (at most %1 bytes)</source>
        <translation>trop grand (au plus %1 octets)</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>le niveau supérieur doit être un objet JSON</translation>
    </message>
</context>
<context>
    <name>cw::CanvasAccessible</name>
    <message>
        <source>%1, at %2, %3 mm</source>
        <translation>%1, à %2, %3 mm</translation>
    </message>
    <message>
        <source>Course canvas</source>
        <translation>Canevas du parcours</translation>
    </message>
    <message>
        <source>Tab and Shift+Tab select the next and previous piece</source>
        <translation>Tab et Maj+Tab sélectionnent la pièce suivante et la précédente</translation>
    </message>
</context>
<context>
    <name>cw::ChangeValue</name>
    <message>
        <source>Change Print Layout</source>
        <translation>Modifier la mise en page d’impression</translation>
    </message>
</context>
<context>
    <name>cw::ChatDock</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a chat line: the sender&apos;s name, then what they said</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not connected: the chat is closed.</source>
        <translation>Non connecté&#xa0;: la discussion est fermée.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Messages de la discussion</translation>
    </message>
    <message>
        <source>Message to send</source>
        <translation>Message à envoyer</translation>
    </message>
    <message>
        <source>Say something to everyone in the game</source>
        <translation>Écrire à tous les joueurs de la partie</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
</context>
<context>
    <name>cw::CoachDock</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What the Hard AI would play now, from what you can see (H)</source>
        <translation>Ce que l’IA difficile jouerait maintenant, d’après ce que vous voyez (H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Play It</source>
        <translation>Le jouer</translation>
    </message>
    <message>
        <source>Play the coach&apos;s first move</source>
        <translation>Jouer le premier coup du coach</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Ask for a hint (H): the move the Hard AI would play now, thinking only from what you can see.</source>
        <translation>Demandez un conseil (H)&#xa0;: le coup que l’IA difficile jouerait maintenant, en ne réfléchissant qu’à partir de ce que vous voyez.</translation>
    </message>
    <message>
        <source>The coach helps on your turn.</source>
        <translation>Le coach vous aide quand c’est votre tour.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The coach waits behind the privacy screen until the device is passed.</source>
        <translation>Le coach attend derrière l’écran de confidentialité que l’appareil soit passé.</translation>
    </message>
    <message>
        <source>The Hard AI&apos;s choices from what you can see, best first: it would play the first.</source>
        <translation>Les choix de l’IA difficile d’après ce que vous voyez, du meilleur au moins bon&#xa0;: elle jouerait le premier.</translation>
    </message>
</context>
<context>
    <name>cw::CourseCanvas</name>
    <message>
        <source>%1. Release Shift to insert instead.</source>
        <translation>%1. Relâchez Maj pour insérer plutôt.</translation>
    </message>
    <message>
        <source>%1. Hold Shift to replace instead.</source>
        <translation>%1. Maintenez Maj pour remplacer plutôt.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>cw::CourseEditorMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Course…</source>
        <translation>&amp;Nouveau parcours…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Ré&amp;tablir la version enregistrée</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <source>Export as P&amp;NG…</source>
        <translation>Exporter en PN&amp;G…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Parcours</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>&amp;Play This Course</source>
        <translation>&amp;Jouer ce parcours</translation>
    </message>
    <message>
        <source>&amp;Test This Course…</source>
        <translation>&amp;Tester ce parcours…</translation>
    </message>
    <message>
        <source>Print Game &amp;Kit…</source>
        <translation>Imprimer le &amp;kit de jeu…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Course &amp;Editor Guide</source>
        <translation>Guide de l’&amp;éditeur de parcours</translation>
    </message>
    <message>
        <source>Find a &amp;Fairer Course…</source>
        <translation>Trouver un parcours plus é&amp;quitable…</translation>
    </message>
    <message>
        <source>Play This Course &amp;Online…</source>
        <translation>Jouer ce parcours en &amp;ligne…</translation>
    </message>
</context>
<context>
    <name>cw::CourseEditorWindow</name>
    <message>
        <source>Cannot print or export the course</source>
        <translation>Impossible d’imprimer ou d’exporter le parcours</translation>
    </message>
    <message>
        <source>Cannot create the course</source>
        <translation>Impossible de créer le parcours</translation>
    </message>
    <message>
        <source>The editor cannot edit courses of kind “%1”.</source>
        <translation>L’éditeur ne sait pas modifier les parcours de type « %1 ».</translation>
    </message>
    <message>
        <source>Cannot open the course</source>
        <translation>Impossible d’ouvrir le parcours</translation>
    </message>
    <message>
        <source>the editor cannot edit courses of kind “%1”</source>
        <translation>l’éditeur ne sait pas modifier les parcours de type « %1 »</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Cannot save the course</source>
        <translation>Impossible d’enregistrer le parcours</translation>
    </message>
    <message>
        <source>%1: built-in courses cannot be changed; save a copy elsewhere.</source>
        <translation>%1&#xa0;: les parcours intégrés ne peuvent pas être modifiés&#xa0;; enregistrez-en une copie ailleurs.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The course “%1” has changes that are not saved.</source>
        <translation>Le parcours « %1 » contient des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>New Course</source>
        <translation>Nouveau parcours</translation>
    </message>
    <message>
        <source>Kind of course:</source>
        <translation>Type de parcours&#xa0;:</translation>
    </message>
    <message>
        <source>Open Course</source>
        <translation>Ouvrir un parcours</translation>
    </message>
    <message>
        <source>%1 no longer exists; it has been removed from the recent files.</source>
        <translation>%1 n’existe plus&#xa0;; il a été retiré des fichiers récents.</translation>
    </message>
    <message>
        <source>Save Course</source>
        <translation>Enregistrer le parcours</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Rétablir la version enregistrée</translation>
    </message>
    <message>
        <source>Drop every change made since “%1” was saved?</source>
        <translation>Abandonner toutes les modifications faites depuis l’enregistrement de « %1 »&#xa0;?</translation>
    </message>
    <message>
        <source>The course has errors: it cannot be played yet.</source>
        <translation>Le parcours contient des erreurs&#xa0;: il ne peut pas encore être joué.</translation>
    </message>
    <message>
        <source>The course can be played.</source>
        <translation>Le parcours peut être joué.</translation>
    </message>
    <message>
        <source>Start a new game on this course</source>
        <translation>Lancer une nouvelle partie sur ce parcours</translation>
    </message>
    <message>
        <source>The course cannot be played until its errors are fixed (%1).</source>
        <translation>Le parcours ne pourra être joué qu’une fois ses erreurs corrigées (%1).</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (lecture seule)</translation>
    </message>
    <message>
        <source>%1[*] — Course Editor</source>
        <translation>%1[*] — Éditeur de parcours</translation>
    </message>
    <message>
        <source>&amp;Save a Copy…</source>
        <translation>&amp;Enregistrer une copie…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique des actions</translation>
    </message>
    <message>
        <source>&lt;course as opened&gt;</source>
        <translation>&lt;parcours à l’ouverture&gt;</translation>
    </message>
    <message>
        <source>Course files (*.cwcourse *.json);;All files (*)</source>
        <translation>Fichiers de parcours (*.cwcourse *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Course files (*.cwcourse *.json)</source>
        <translation>Fichiers de parcours (*.cwcourse *.json)</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barre de menus</translation>
    </message>
    <message>
        <source>Host a game on this course for friends</source>
        <translation>Héberger une partie sur ce parcours pour vos amis</translation>
    </message>
</context>
<context>
    <name>cw::CourseExporter</name>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Course</source>
        <translation>Exporter le parcours</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exportation vers %1…</translation>
    </message>
    <message>
        <source>Print Course</source>
        <translation>Imprimer le parcours</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Impression…</translation>
    </message>
    <message>
        <source>The course was sent to the printer.</source>
        <translation>Le parcours a été envoyé à l’imprimante.</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Fichier exporté&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation>
            <numerusform>%n fichier exporté dans %1</numerusform>
            <numerusform>%n fichiers exportés dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Exporting page %1 of %2…</source>
        <translation>Exportation de la page %1 sur %2…</translation>
    </message>
</context>
<context>
    <name>cw::CourseFile</name>
    <message>
        <source>is a folder, not a course file</source>
        <translation>est un dossier, pas un fichier de parcours</translation>
    </message>
    <message>
        <source>%1 bytes is too large for a course file (at most %2)</source>
        <translation>%1 octets, c’est trop pour un fichier de parcours (au plus %2)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>too large for a course file (at most %1 bytes)</source>
        <translation>trop gros pour un fichier de parcours (au plus %1 octets)</translation>
    </message>
    <message>
        <source>missing or not a string (expected one of: %1)</source>
        <translation>absent ou pas une chaîne (attendu&#xa0;: %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a course kind (expected one of: %2)</source>
        <translation>« %1 » n’est pas un type de parcours (attendu&#xa0;: %2)</translation>
    </message>
    <message>
        <source>missing or not a whole number from 1 (this version of Coursewright writes %1)</source>
        <translation>absent ou pas un nombre entier à partir de 1 (cette version de Coursewright écrit %1)</translation>
    </message>
    <message>
        <source>%1 is newer than this version of Coursewright reads (%2): update Coursewright to open this course</source>
        <translation>%1 est plus récent que ce que lit cette version de Coursewright (%2)&#xa0;: mettez à jour Coursewright pour ouvrir ce parcours</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1&#xa0;: écriture impossible (%2)</translation>
    </message>
</context>
<context>
    <name>cw::CourseHeader</name>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>« %1 » attendu, trouvé « %2 »</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, trouvé %2</translation>
    </message>
    <message>
        <source>must be &quot;a4&quot; or &quot;letter&quot;, found &quot;%1&quot;</source>
        <translation>doit valoir « a4 » ou « letter », trouvé « %1 »</translation>
    </message>
</context>
<context>
    <name>cw::CourseJsonReader</name>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>doit être une chaîne</translation>
    </message>
    <message>
        <source>at most %1 characters, found %2</source>
        <translation>au plus %1 caractères, trouvé %2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>doit être un tableau</translation>
    </message>
    <message>
        <source>at most %1 entries, found %2</source>
        <translation>au plus %1 entrées, trouvé %2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
</context>
<context>
    <name>cw::CourseName</name>
    <message>
        <source>visions-short</source>
        <translation>Étape courte</translation>
    </message>
    <message>
        <source>visions-medium</source>
        <translation>Étape moyenne</translation>
    </message>
    <message>
        <source>visions-long</source>
        <translation>Étape longue</translation>
    </message>
    <message>
        <source>niagara-standard</source>
        <translation>Rivière Niagara</translation>
    </message>
    <message>
        <source>niagara-twin-falls</source>
        <translation>Chutes jumelles</translation>
    </message>
    <message>
        <source>rowing-eight-lanes</source>
        <translation>Huit couloirs 2000 m</translation>
    </message>
    <message>
        <source>rowing-sprint-1000</source>
        <translation>Sprint 1000 m</translation>
    </message>
    <message>
        <source>rowing-standard</source>
        <translation>Standard 2000 m</translation>
    </message>
    <message>
        <source>salmon-beginner</source>
        <translation>Rivière des débutants</translation>
    </message>
    <message>
        <source>salmon-expert</source>
        <translation>Rivière des experts</translation>
    </message>
    <message>
        <source>salmon-long</source>
        <translation>Rivière longue</translation>
    </message>
    <message>
        <source>salmon-marathon</source>
        <translation>Rivière marathon</translation>
    </message>
    <message>
        <source>salmon-short</source>
        <translation>Rivière courte</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>cw::CoursePanel</name>
    <message>
        <source>No course loaded.</source>
        <translation>Aucun parcours chargé.</translation>
    </message>
    <message>
        <source>This course cannot be read:
%1</source>
        <translation>Ce parcours est illisible&#xa0;:
%1</translation>
    </message>
    <message>
        <source>built-in course</source>
        <translation>parcours intégré</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>cw::EditorGuideDialog</name>
    <message>
        <source>Course Editor Guide</source>
        <translation>Guide de l’éditeur de parcours</translation>
    </message>
    <message>
        <source>The guide is not available.</source>
        <translation>Le guide n’est pas disponible.</translation>
    </message>
</context>
<context>
    <name>cw::FairerCoursePanel</name>
    <message>
        <source>The course has errors: fix them (see the Validation dock) before searching for a fairer one.</source>
        <translation>Le parcours a des erreurs&#xa0;: corrigez-les (voir le panneau Validation) avant de chercher un parcours plus équitable.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>%1 variations, %2 valid, %3 tried.</source>
        <translation>%1 variantes, %2 valides, %3 essayées.</translation>
    </message>
    <message>
        <source>Cancelled: only what was played before is shown.</source>
        <translation>Annulé&#xa0;: seul ce qui a été joué avant est affiché.</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Variation %1 (fairer)</source>
        <translation>Variante %1 (plus équitable)</translation>
    </message>
    <message>
        <source>Variation %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>(as it is)</source>
        <translation>(tel quel)</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Apply Fairer Course: %1</source>
        <translation>Appliquer le parcours plus équitable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The course changed since this search: the figures are of the course as it was, and no variation can be applied. Search again to compare with the course as it is now.</source>
        <translation>Le parcours a changé depuis cette recherche&#xa0;: les chiffres sont ceux du parcours tel qu’il était, et aucune variante ne peut être appliquée. Relancez la recherche pour comparer avec le parcours tel qu’il est maintenant.</translation>
    </message>
    <message>
        <source>Find a Fairer Course</source>
        <translation>Trouver un parcours plus équitable</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Places&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Variations to try:</source>
        <translation>&amp;Variantes à essayer&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Games to compare:</source>
        <translation>&amp;Parties à comparer&#xa0;:</translation>
    </message>
    <message>
        <source>Games for the original and each finalist; each variation tried plays a quarter of them.</source>
        <translation>Parties pour l’original et chaque finaliste&#xa0;; chaque variante essayée en joue le quart.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Ce qui change</translation>
    </message>
    <message>
        <source>Win % by seat</source>
        <translation>Victoires % par place</translation>
    </message>
    <message>
        <source>Seat spread</source>
        <translation>Écart des places</translation>
    </message>
    <message>
        <source>Win % by start</source>
        <translation>Victoires % par départ</translation>
    </message>
    <message>
        <source>Start spread</source>
        <translation>Écart des départs</translation>
    </message>
    <message>
        <source>Outside the fair interval</source>
        <translation>Hors de l’intervalle équitable</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1 ± %2 points</source>
        <translation>%1 ± %2 points</translation>
    </message>
    <message>
        <source>unfair (chance %1)</source>
        <translation>inéquitable (hasard&#xa0;: %1)</translation>
    </message>
    <message>
        <source>not measurably unfair (chance %1)</source>
        <translation>pas mesurablement inéquitable (hasard&#xa0;: %1)</translation>
    </message>
    <message>
        <source>fairer (chance %1)</source>
        <translation>plus équitable (hasard&#xa0;: %1)</translation>
    </message>
    <message>
        <source>not measurably fairer (chance %1)</source>
        <translation>pas mesurablement plus équitable (hasard&#xa0;: %1)</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Tries the changes this kind of course allows, keeps the valid ones, plays each with Easy seats, then plays the original and the fairest few again on other games. Lower score is fairer: the larger spread of win shares (by seat, by start) plus a quarter of the change in length; ± is half its 95% interval. A variation is called fairer only when the original is measurably unfair and the difference is beyond chance after correcting for the variations compared (Bonferroni, 5% error).</source>
        <translation>Essaie les modifications que ce type de parcours permet, garde les valides, joue chacune avec des places Facile, puis rejoue l&apos;original et les plus équitables sur d&apos;autres parties. Un score plus bas est plus équitable&#xa0;: le plus grand écart de parts de victoires (par place, par départ) plus un quart du changement de durée&#xa0;; ± est la moitié de son intervalle à 95&#xa0;%. Une variante n&apos;est dite plus équitable que si l&apos;original est mesurablement inéquitable et que l&apos;écart dépasse le hasard après correction pour les variantes comparées (Bonferroni, 5&#xa0;% d&apos;erreur).</translation>
    </message>
    <message>
        <source>Beyond chance?</source>
        <translation>Au-delà du hasard&#xa0;?</translation>
    </message>
</context>
<context>
    <name>cw::FairerCourseSearch</name>
    <message>
        <source>kind: no game is played on &quot;%1&quot; courses</source>
        <translation>kind&#xa0;: aucun jeu ne se joue sur les parcours « %1 »</translation>
    </message>
    <message>
        <source>course: has errors; the search starts from a valid course</source>
        <translation>course&#xa0;: a des erreurs&#xa0;; la recherche part d’un parcours valide</translation>
    </message>
    <message>
        <source>%1 courses have nothing Find a Fairer Course can vary.</source>
        <translation>Les parcours de %1 n’ont rien que Trouver un parcours plus équitable puisse varier.</translation>
    </message>
    <message>
        <source>lab: no report</source>
        <translation>laboratoire&#xa0;: aucun rapport</translation>
    </message>
    <message numerus="yes">
        <source>Variation 1 (%1) is measurably fairer than the original on %n games the screening did not use: a difference this large comes by chance less than %2 of the time, after correcting for the %3 variations compared (Bonferroni).</source>
        <translation>
            <numerusform>La variante 1 (%1) est mesurablement plus équitable que l&apos;original sur %n partie que le tri n&apos;a pas utilisée&#xa0;: un tel écart vient du hasard moins de %2 du temps, après correction pour les %3 variantes comparées (Bonferroni).</numerusform>
            <numerusform>La variante 1 (%1) est mesurablement plus équitable que l&apos;original sur %n parties que le tri n&apos;a pas utilisées&#xa0;: un tel écart vient du hasard moins de %2 du temps, après correction pour les %3 variantes comparées (Bonferroni).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No variation is measurably fairer at %n games: the original is not measurably unfair (a fair course shows differences this large %1 of the time). Play more games to tell.</source>
        <translation>
            <numerusform>Aucune variante n&apos;est mesurablement plus équitable à %n partie&#xa0;: l&apos;original n&apos;est pas mesurablement inéquitable (un parcours équitable montre de tels écarts %1 du temps). Jouez davantage de parties pour trancher.</numerusform>
            <numerusform>Aucune variante n&apos;est mesurablement plus équitable à %n parties&#xa0;: l&apos;original n&apos;est pas mesurablement inéquitable (un parcours équitable montre de tels écarts %1 du temps). Jouez davantage de parties pour trancher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No variation is measurably fairer at %n games: the original is measurably unfair, but no variation&apos;s difference from it is beyond chance after correcting for the %1 variations compared (Bonferroni). Play more games to tell.</source>
        <translation>
            <numerusform>Aucune variante n&apos;est mesurablement plus équitable à %n partie&#xa0;: l&apos;original est mesurablement inéquitable, mais l&apos;écart d&apos;aucune variante ne dépasse le hasard après correction pour les %1 variantes comparées (Bonferroni). Jouez davantage de parties pour trancher.</numerusform>
            <numerusform>Aucune variante n&apos;est mesurablement plus équitable à %n parties&#xa0;: l&apos;original est mesurablement inéquitable, mais l&apos;écart d&apos;aucune variante ne dépasse le hasard après correction pour les %1 variantes comparées (Bonferroni). Jouez davantage de parties pour trancher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::FileContent</name>
    <message>
        <source>file not found</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>lecture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 MB is too large for a Coursewright game or course</source>
        <translation>%1 Mo, c’est trop grand pour une partie ou un parcours Coursewright</translation>
    </message>
    <message>
        <source>the file is empty, not a Coursewright game or course</source>
        <translation>le fichier est vide, ce n’est ni une partie ni un parcours Coursewright</translation>
    </message>
    <message>
        <source>a binary file, not a Coursewright game or course</source>
        <translation>un fichier binaire, ni une partie ni un parcours Coursewright</translation>
    </message>
    <message>
        <source>not a Coursewright game or course: not JSON (at byte %1: %2)</source>
        <translation>ni une partie ni un parcours Coursewright&#xa0;: pas du JSON (à l’octet %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>a JSON file, but neither a Coursewright game (it has no &quot;game&quot; and &quot;actions&quot;) nor a course (it has no &quot;kind&quot;)</source>
        <translation>un fichier JSON, mais ni une partie Coursewright (il n’a ni « game » ni « actions ») ni un parcours (il n’a pas de « kind »)</translation>
    </message>
</context>
<context>
    <name>cw::GameKitDialog</name>
    <message>
        <source>Print Game Kit</source>
        <translation>Imprimer le kit de jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Course:</source>
        <translation>Parcours&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>The course&apos;s pages keep the course&apos;s orientation; the cards, tokens and the player aid are printed portrait.</source>
        <translation>Les pages du parcours gardent l’orientation du parcours&#xa0;; les cartes, les pions et l’aide de jeu sont imprimés en portrait.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Print Kit</source>
        <translation>&amp;Imprimer le kit</translation>
    </message>
    <message>
        <source>The course in hand (none)</source>
        <translation>Le parcours en cours (aucun)</translation>
    </message>
    <message>
        <source>The course in hand: %1</source>
        <translation>Le parcours en cours&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game&apos;s standard course: %1</source>
        <translation>Le parcours standard du jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game is played without a course file: the kit holds its table</source>
        <translation>Le jeu se joue sans fichier de parcours&#xa0;: le kit contient sa table</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Name the file to write.</source>
        <translation>Nommez le fichier à écrire.</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Annulé&#xa0;: aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
</context>
<context>
    <name>cw::GameLogDock</name>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>— %1 —</source>
        <translation>— %1 —</translation>
    </message>
</context>
<context>
    <name>cw::GameOption</name>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>doit valoir l’une de ces valeurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>not an option of %1 (it has none)</source>
        <translation>n’est pas une option de %1 (le jeu n’en a aucune)</translation>
    </message>
    <message>
        <source>not an option of %1 (its options: %2)</source>
        <translation>n’est pas une option de %1 (ses options&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>cw::GameRecord</name>
    <message>
        <source>formatVersion: missing or not a number</source>
        <translation>formatVersion&#xa0;: absent ou pas un nombre</translation>
    </message>
    <message>
        <source>formatVersion: %1 is newer than this version of Coursewright reads (%2)</source>
        <translation>formatVersion&#xa0;: %1 est plus récent que ce que lit cette version de Coursewright (%2)</translation>
    </message>
    <message>
        <source>game: unknown game &quot;%1&quot;</source>
        <translation>game&#xa0;: jeu inconnu « %1 »</translation>
    </message>
    <message>
        <source>course: missing or not an object</source>
        <translation>course&#xa0;: absent ou pas un objet</translation>
    </message>
    <message>
        <source>seats: missing or empty</source>
        <translation>seats&#xa0;: absent ou vide</translation>
    </message>
    <message>
        <source>seats[%1].controller: &quot;%2&quot; is not human, easy, normal or hard</source>
        <translation>seats[%1].controller&#xa0;: « %2 » n’est ni human, ni easy, ni normal, ni hard</translation>
    </message>
    <message>
        <source>seed: missing or not a whole number in a string</source>
        <translation>seed&#xa0;: absent ou pas un nombre entier dans une chaîne</translation>
    </message>
    <message>
        <source>actions: missing or not an array</source>
        <translation>actions&#xa0;: absent ou pas un tableau</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>actions[%1]: %2 is not a legal action in that position</source>
        <translation>actions[%1]&#xa0;: %2 n’est pas une action permise dans cette position</translation>
    </message>
    <message>
        <source>options: not an object</source>
        <translation>options&#xa0;: pas un objet</translation>
    </message>
    <message>
        <source>%1: not a string</source>
        <translation>%1&#xa0;: pas une chaîne</translation>
    </message>
    <message>
        <source>%1: at most %2 characters, found %3</source>
        <translation>%1&#xa0;: au plus %2 caractères, trouvé %3</translation>
    </message>
    <message>
        <source>seats: at most %1 entries, found %2</source>
        <translation>seats&#xa0;: au plus %1 entrées, trouvé %2</translation>
    </message>
    <message>
        <source>actions: at most %1 entries, found %2</source>
        <translation>actions&#xa0;: au plus %1 entrées, trouvé %2</translation>
    </message>
</context>
<context>
    <name>cw::GameSession</name>
    <message>
        <source>An online game can be saved once it is over.</source>
        <translation>Une partie en ligne peut être enregistrée une fois terminée.</translation>
    </message>
    <message>
        <source>An online game cannot be started again here: the host runs it.</source>
        <translation>Une partie en ligne ne peut pas être recommencée ici&#xa0;: c&apos;est l&apos;hôte qui la mène.</translation>
    </message>
</context>
<context>
    <name>cw::HexColour</name>
    <message>
        <source>must be a colour &quot;#rrggbb&quot;, found &quot;%1&quot;</source>
        <translation>doit être une couleur « #rrggbb », trouvé « %1 »</translation>
    </message>
</context>
<context>
    <name>cw::HostGameDialog</name>
    <message>
        <source>Choose your own seat: one seat must be &quot;Me&quot;.</source>
        <translation>Choisissez votre place&#xa0;: une place doit être « Moi ».</translation>
    </message>
    <message>
        <source>Only one seat can be &quot;Me&quot;: choose who may sit at the others.</source>
        <translation>Une seule place peut être « Moi »&#xa0;: choisissez qui peut s’asseoir aux autres.</translation>
    </message>
    <message>
        <source>The server&apos;s %1</source>
        <translation>Serveur, %1</translation>
    </message>
    <message>
        <source>Host Online Game</source>
        <translation>Héberger une partie en ligne</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Héberger</translation>
    </message>
    <message>
        <source>Where the game is hosted</source>
        <translation>Où la partie est hébergée</translation>
    </message>
    <message>
        <source>On this c&amp;omputer, port:</source>
        <translation>Sur cet &amp;ordinateur, port&#xa0;:</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Héberger sur cet ordinateur</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your friends connect to this port of your computer (default %1); a firewall or a router may have to let it through.</source>
        <translation>Vos amis se connectent à ce port de votre ordinateur (%1 par défaut)&#xa0;; un pare-feu ou un routeur devra peut-être le laisser passer.</translation>
    </message>
    <message>
        <source>On a coursewright-se&amp;rver at:</source>
        <translation>Sur un coursewright-se&amp;rver à l’adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Host on a coursewright-server</source>
        <translation>Héberger sur un coursewright-server</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>During the game</source>
        <translation>Pendant la partie</translation>
    </message>
    <message>
        <source>Allow people with the code to &amp;watch</source>
        <translation>Permettre à qui a le code de &amp;suivre la partie</translation>
    </message>
    <message>
        <source>When a player &amp;drops:</source>
        <translation>Si un joueur se &amp;déconnecte&#xa0;:</translation>
    </message>
    <message>
        <source>AI Easy plays for them after</source>
        <translation>L’IA facile joue à sa place après</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>L’attendre</translation>
    </message>
    <message>
        <source>When a player drops</source>
        <translation>Si un joueur se déconnecte</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>seconds, after a number: &quot;60 s&quot;</extracomment>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Seconds of their turn before AI Easy plays for them</source>
        <translation>Secondes de son tour avant que l’IA facile joue à sa place</translation>
    </message>
    <message>
        <source>host:port or wss://host:port</source>
        <translation>hôte:port ou wss://hôte:port</translation>
    </message>
</context>
<context>
    <name>cw::HostStore</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>le pilote SQLite de Qt (QSQLITE) n’est pas installé</translation>
    </message>
    <message>
        <source>code: 1 to %1 characters, found %2</source>
        <translation>code&#xa0;: de 1 à %1 caractères, %2 trouvés</translation>
    </message>
    <message>
        <source>game %1: setup: at most %2 bytes, found %3</source>
        <translation>partie %1&#xa0;: configuration&#xa0;: au plus %2 octets, %3 trouvés</translation>
    </message>
    <message>
        <source>game %1: setup: %2</source>
        <translation>partie %1&#xa0;: configuration&#xa0;: %2</translation>
    </message>
    <message>
        <source>game %1: lobby: at most %2 bytes, found %3</source>
        <translation>partie %1&#xa0;: salon&#xa0;: au plus %2 octets, %3 trouvés</translation>
    </message>
    <message>
        <source>the host&apos;s store is not open</source>
        <translation>le stockage de l’hôte n’est pas ouvert</translation>
    </message>
    <message>
        <source>game %1: actions: at most %2</source>
        <translation>partie %1&#xa0;: actions&#xa0;: au plus %2</translation>
    </message>
    <message>
        <source>game %1: the code is taken</source>
        <translation>partie %1&#xa0;: ce code est déjà pris</translation>
    </message>
    <message>
        <source>game %1: no such game</source>
        <translation>partie %1&#xa0;: aucune partie de ce code</translation>
    </message>
    <message>
        <source>game %1: move %2 refused: the game has %3 actions stored</source>
        <translation>partie %1&#xa0;: coup %2 refusé&#xa0;: la partie a %3 actions enregistrées</translation>
    </message>
    <message>
        <source>game %1: at most %2 actions</source>
        <translation>partie %1&#xa0;: au plus %2 actions</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>at most %1 bytes, found %2</source>
        <translation>au plus %1 octets, %2 trouvés</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>ignorée&#xa0;: %1</translation>
    </message>
    <message>
        <source>game row %1: code: missing or longer than %2 characters</source>
        <translation>ligne de partie %1&#xa0;: code&#xa0;: absent ou plus long que %2 caractères</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>partie %1</translation>
    </message>
    <message>
        <source>%1: actions: move &quot;%2&quot; found where move %3 was expected</source>
        <translation>%1&#xa0;: actions&#xa0;: coup « %2 » trouvé là où le coup %3 était attendu</translation>
    </message>
    <message>
        <source>%1: actions: more than %2</source>
        <translation>%1&#xa0;: actions&#xa0;: plus de %2</translation>
    </message>
    <message>
        <source>%1: actions[%2]: &quot;%3&quot; is not an action</source>
        <translation>%1&#xa0;: actions[%2]&#xa0;: « %3 » n’est pas une action</translation>
    </message>
</context>
<context>
    <name>cw::HostStoreSchema</name>
    <message>
        <source>the database cannot use a write-ahead log (journal mode %1)</source>
        <translation>la base de données ne peut pas utiliser de journal en écriture anticipée (mode de journal %1)</translation>
    </message>
    <message>
        <source>the database&apos;s schema %1 is not the one this host reads (%2)</source>
        <translation>le schéma %1 de la base de données n’est pas celui que lit cet hôte (%2)</translation>
    </message>
</context>
<context>
    <name>cw::JoinGameDialog</name>
    <message>
        <source>name: a name that is not only spaces</source>
        <translation>nom&#xa0;: un nom qui ne soit pas fait que d’espaces</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Votre couleur</translation>
    </message>
    <message>
        <source>Join Online Game</source>
        <translation>Rejoindre une partie en ligne</translation>
    </message>
    <message>
        <source>Type the address and the code your host gave you, or paste the whole link (coursewright://…) in the address field.</source>
        <translation>Saisissez l’adresse et le code que votre hôte vous a donnés, ou collez le lien entier (coursewright://…) dans le champ de l’adresse.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresse de l’hôte</translation>
    </message>
    <message>
        <source>Game &amp;code:</source>
        <translation>&amp;Code de la partie&#xa0;:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de la partie</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Choose your colour</source>
        <translation>Choisir votre couleur</translation>
    </message>
    <message>
        <source>&amp;Watch only (take no seat)</source>
        <translation>Regarder &amp;seulement (sans prendre de place)</translation>
    </message>
    <message>
        <source>Watch only</source>
        <translation>Regarder seulement</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>host:port, wss://host:port or a coursewright:// link</source>
        <translation>hôte:port, wss://hôte:port ou un lien coursewright://</translation>
    </message>
</context>
<context>
    <name>cw::JsonNumber</name>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>doit être entre %1 et %2, trouvé %3</translation>
    </message>
    <message>
        <source>must be a whole number, found %1</source>
        <translation>doit être un nombre entier, trouvé %1</translation>
    </message>
</context>
<context>
    <name>cw::JsonText</name>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON invalide ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>a control character (U+%1) inside a string must be written as an escape (\u%1)</source>
        <translation>un caractère de contrôle (U+%1) dans une chaîne doit s’écrire en échappement (\u%1)</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>le niveau supérieur doit être un objet JSON</translation>
    </message>
    <message>
        <source>not a JSON text but binary data: a picture or another kind of file?</source>
        <translation>pas un texte JSON mais des données binaires&#xa0;: une image ou un autre type de fichier&#xa0;?</translation>
    </message>
</context>
<context>
    <name>cw::LabCourse</name>
    <message>
        <source>No game is played on this kind of course.</source>
        <translation>Aucun jeu ne se joue sur ce type de parcours.</translation>
    </message>
</context>
<context>
    <name>cw::LabDock</name>
    <message>
        <source>Course Lab</source>
        <translation>Laboratoire de parcours</translation>
    </message>
    <message>
        <source>Test This Course</source>
        <translation>Tester ce parcours</translation>
    </message>
    <message>
        <source>Find a Fairer Course</source>
        <translation>Trouver un parcours plus équitable</translation>
    </message>
</context>
<context>
    <name>cw::LabHeatOverlay</name>
    <message numerus="yes">
        <source>%1 at %2: %n time(s)</source>
        <translation>
            <numerusform>%1 à %2&#xa0;: %n fois</numerusform>
            <numerusform>%1 à %2&#xa0;: %n fois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::LabPanel</name>
    <message>
        <source>Choose the seats and press Run: the AI plays the course and the report appears here as the games finish.</source>
        <translation>Choisissez les places et appuyez sur Lancer&#xa0;: l’IA joue le parcours et le rapport s’affiche ici au fil des parties.</translation>
    </message>
    <message>
        <source>The course has errors: fix them (see the Validation dock) before testing it.</source>
        <translation>Le parcours contient des erreurs&#xa0;: corrigez-les (voir le panneau Validation) avant de le tester.</translation>
    </message>
    <message>
        <source>Previous run</source>
        <translation>Essai précédent</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Parties en cours…</translation>
    </message>
    <message>
        <source>estimating…</source>
        <translation>estimation…</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>environ %1 s restantes</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Cet essai</translation>
    </message>
    <message>
        <source>This run (cancelled)</source>
        <translation>Cet essai (annulé)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>This kind of course has no heat map.</source>
        <translation>Ce type de parcours n’a pas de carte de chaleur.</translation>
    </message>
    <message>
        <source>The course changed since this run: run it again to see its heat map on the canvas.</source>
        <translation>Le parcours a changé depuis cet essai&#xa0;: relancez-le pour voir sa carte de chaleur sur le plan.</translation>
    </message>
    <message>
        <source>Hot spots are drawn on the course; click one to select it.</source>
        <translation>Les points chauds sont dessinés sur le parcours&#xa0;; cliquez sur l’un d’eux pour le sélectionner.</translation>
    </message>
    <message>
        <source>This report is of “%1”, not of the course being edited: press Run to test this one.</source>
        <translation>Ce rapport porte sur « %1 », pas sur le parcours en cours d’édition&#xa0;: appuyez sur Lancer pour tester celui-ci.</translation>
    </message>
    <message>
        <source>This report is of an earlier version of the course: press Run to test it as it is now.</source>
        <translation>Ce rapport porte sur une version antérieure du parcours&#xa0;: appuyez sur Lancer pour le tester tel qu’il est maintenant.</translation>
    </message>
    <message>
        <source>no heat map is shown</source>
        <translation>aucune carte de chaleur n’est affichée</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>l’image n’a pas pu être encodée</translation>
    </message>
    <message>
        <source>%1 — %2, %3 games (%4)</source>
        <translation>%1 — %2, %3 parties (%4)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Lab Report</source>
        <translation>Exporter le rapport d’essai</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Test This Course</source>
        <translation>Tester ce parcours</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Places&#xa0;:</translation>
    </message>
    <message>
        <source>AI levels:</source>
        <translation>Niveaux d’IA&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Fils d’exécution&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>The AI of listed player %1 (players rotate through the seats from game to game)</source>
        <translation>L’IA du joueur %1 de la liste (les joueurs changent de place d’une partie à l’autre)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Compare with the &amp;previous run</source>
        <translation>Comparer avec l’essai &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Heat map:</source>
        <translation>Carte de &amp;chaleur&#xa0;:</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>Exporter en C&amp;SV…</translation>
    </message>
    <message>
        <source>Export Heat &amp;Map as PNG…</source>
        <translation>Exporter la &amp;carte de chaleur en PNG…</translation>
    </message>
</context>
<context>
    <name>cw::LabReport</name>
    <message>
        <source>rounds</source>
        <translation>manches</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>coups</translation>
    </message>
    <message>
        <source>Every game was the same game, move for move: these figures describe one game repeated, not the course. Give the seats AI levels that vary their play.</source>
        <translation>Toutes les parties ont été la même partie, coup pour coup&#xa0;: ces chiffres décrivent une seule partie répétée, pas le parcours. Donnez aux places des niveaux d&apos;IA qui varient leur jeu.</translation>
    </message>
    <message>
        <source>Only %1 of %2 games differ: the others repeat an earlier game move for move, so the figures overstate what is known.</source>
        <translation>Seules %1 parties sur %2 diffèrent&#xa0;: les autres répètent coup pour coup une partie précédente, les chiffres exagèrent donc ce que l&apos;on sait.</translation>
    </message>
    <message>
        <source>The games are nearly identical: only %1 different lengths and finishing orders in %2 games, so the figures overstate what is known.</source>
        <translation>Les parties sont presque identiques&#xa0;: seulement %1 durées et ordres d&apos;arrivée différents en %2 parties, les chiffres exagèrent donc ce que l&apos;on sait.</translation>
    </message>
    <message>
        <source>Games with a shared first place: %1; such a place counts 1/k of a win for each of its k seats.</source>
        <translation>Parties avec une première place partagée&#xa0;: %1&#xa0;; une telle place compte 1/k de victoire pour chacune de ses k places.</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Départ %1</translation>
    </message>
    <message>
        <source>%1 has no start position apart from the seat: every seat starts alike, and only the turn order (the seats above) can favour one.</source>
        <translation>%1 n&apos;a pas de position de départ distincte de la place&#xa0;: chaque place part à l&apos;identique, et seul l&apos;ordre du tour (les places ci-dessus) peut en favoriser une.</translation>
    </message>
    <message>
        <source>Start positions rotate apart from the seats (every seat has every start equally often), so a start that wins shows here, a seat that wins above.</source>
        <translation>Les positions de départ tournent indépendamment des places (chaque place a chaque départ aussi souvent), si bien qu&apos;un départ qui gagne se voit ici, une place qui gagne ci-dessus.</translation>
    </message>
    <message>
        <source>In %1 the rules draw the starts at random in every game (player 1 places first), apart from the seats, so a start that wins shows here, a seat that wins above.</source>
        <translation>Dans %1, les règles tirent les départs au hasard à chaque partie (le joueur 1 place en premier), indépendamment des places, si bien qu&apos;un départ qui gagne se voit ici, une place qui gagne ci-dessus.</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>phases</source>
        <translation>phases</translation>
    </message>
    <message numerus="yes">
        <source>This course has a single start position (%1) for all %n seats: no start can favour a seat, so only the turn order (the seats above) can.</source>
        <translation>
            <numerusform>Ce parcours n’a qu’une position de départ (%1) pour %n place&#xa0;: aucun départ ne peut favoriser une place, seul l’ordre du tour (les places ci-dessus) le peut.</numerusform>
            <numerusform>Ce parcours n’a qu’une position de départ (%1) pour les %n places&#xa0;: aucun départ ne peut favoriser une place, seul l’ordre du tour (les places ci-dessus) le peut.</numerusform>
        </translation>
    </message>
    <message>
        <source>This course has %1 distinct start positions for %2 seats: seats that share one are counted together. </source>
        <translation>Ce parcours a %1 positions de départ distinctes pour %2 places&#xa0;: les places qui en partagent une sont comptées ensemble. </translation>
    </message>
</context>
<context>
    <name>cw::LabReportView</name>
    <message>
        <source>favoured</source>
        <translation>avantagée</translation>
    </message>
    <message>
        <source>handicapped</source>
        <translation>désavantagée</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Player %1 (%2)</source>
        <translation>Joueur %1 (%2)</translation>
    </message>
    <message>
        <source>“%1”: %2 of %3 games played</source>
        <translation>« %1 »&#xa0;: %2 parties jouées sur %3</translation>
    </message>
    <message>
        <source>Seats: %1; seed %2</source>
        <translation>Places&#xa0;: %1&#xa0;; graine %2</translation>
    </message>
    <message>
        <source>No game finished yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Length of a game</source>
        <translation>Durée d’une partie</translation>
    </message>
    <message>
        <source>%1 %2 on average (standard deviation %3), from %4 to %5.</source>
        <translation>%1 %2 en moyenne (écart type %3), de %4 à %5.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Part de victoires</translation>
    </message>
    <message>
        <source>Mean rank</source>
        <translation>Rang moyen</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Positions de départ</translation>
    </message>
    <message>
        <source>Players (they rotate through the seats)</source>
        <translation>Joueurs (ils changent de place à chaque partie)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Par partie</translation>
    </message>
    <message>
        <source>Games with it</source>
        <translation>Parties concernées</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Where most</source>
        <translation>Où le plus</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Seats (turn order)</source>
        <translation>Places (ordre du tour)</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95&#xa0;%</translation>
    </message>
    <message>
        <source>A fair seat wins %1 of the games with a mean rank of %2.</source>
        <translation>Une place équitable gagne %1 des parties avec un rang moyen de %2.</translation>
    </message>
    <message>
        <source>Interval (joint)</source>
        <translation>Intervalle (conjoint)</translation>
    </message>
    <message numerus="yes">
        <source>The win-share intervals of the %n seats, starts and levels below are judged together: each one is a %1 interval (Bonferroni), so that all of them hold at once 95% of the time. A row is marked favoured or handicapped only when its interval leaves out the fair share.</source>
        <translation>
            <numerusform>L&apos;intervalle de part de victoires de la %n ligne ci-dessous (places, départs, niveaux) est un intervalle à %1 (Bonferroni). Une ligne n&apos;est dite favorisée ou handicapée que si son intervalle exclut la part équitable.</numerusform>
            <numerusform>Les intervalles de part de victoires des %n lignes ci-dessous (places, départs, niveaux) sont jugés ensemble&#xa0;: chacun est un intervalle à %1 (Bonferroni), si bien que tous tiennent à la fois 95&#xa0;% du temps. Une ligne n&apos;est dite favorisée ou handicapée que si son intervalle exclut la part équitable.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player is the same AI level and sits in every seat in turn: the players differ only by chance, so none is marked.</source>
        <translation>Tous les joueurs ont le même niveau d&apos;IA et occupent chaque place tour à tour&#xa0;: ils ne diffèrent que par hasard, aucun n&apos;est donc marqué.</translation>
    </message>
    <message>
        <source>Players of one AI level are the same AI and differ only by chance; each level is judged as a whole (below the players).</source>
        <translation>Les joueurs d&apos;un même niveau d&apos;IA sont la même IA et ne diffèrent que par hasard&#xa0;; chaque niveau est jugé en bloc (sous les joueurs).</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n players)</source>
        <translation>
            <numerusform>%1 (%n joueur)</numerusform>
            <numerusform>%1 (%n joueurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>cw::LabRunComparison</name>
    <message>
        <source>it played another game (%1)</source>
        <translation>il portait sur un autre jeu (%1)</translation>
    </message>
    <message>
        <source>it played another course (“%1”)</source>
        <translation>il portait sur un autre parcours (« %1 »)</translation>
    </message>
    <message>
        <source>the course was edited since</source>
        <translation>le parcours a été modifié depuis</translation>
    </message>
    <message>
        <source>its seats were %1</source>
        <translation>ses places étaient %1</translation>
    </message>
    <message>
        <source>its number of games was %1</source>
        <translation>il comptait %1 parties</translation>
    </message>
    <message>
        <source>its seed was %1</source>
        <translation>sa graine était %1</translation>
    </message>
    <message>
        <source>The previous run is not shown: %1.</source>
        <translation>L&apos;essai précédent n&apos;est pas affiché&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Unlike this run, %1.</source>
        <translation>Contrairement à cet essai, %1.</translation>
    </message>
</context>
<context>
    <name>cw::LobbyPanel</name>
    <message numerus="yes">
        <source>Start waits until every seat is taken: %n seat(s) still open.</source>
        <translation>
            <numerusform>Pour commencer, chaque place doit être prise&#xa0;: encore %n place libre.</numerusform>
            <numerusform>Pour commencer, chaque place doit être prise&#xa0;: encore %n places libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Réservée</translation>
    </message>
    <message>
        <source>AI Easy</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>AI Normal</source>
        <translation>IA normale</translation>
    </message>
    <message>
        <source>AI Hard</source>
        <translation>IA difficile</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>On the host</source>
        <translation>Sur l’hôte</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>En attente d’un joueur</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
    <message>
        <source>The AI</source>
        <translation>L’IA</translation>
    </message>
    <message>
        <source>AI %1 until they are back</source>
        <translation>IA %1 jusqu’à son retour</translation>
    </message>
    <message>
        <source>Nobody yet</source>
        <translation>Personne pour l’instant</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3, %4, played by %5</source>
        <translation>Place %1&#xa0;: %2, %3, %4, jouée par %5</translation>
    </message>
    <message>
        <source>Waiting for %1 to start the game.</source>
        <translation>En attente que %1 lance la partie.</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>l’hôte</translation>
    </message>
    <message>
        <source>The game is being played.</source>
        <translation>La partie est en cours.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Votre couleur</translation>
    </message>
    <message>
        <source>Online game</source>
        <translation>Partie en ligne</translation>
    </message>
    <message>
        <source>Online game %1</source>
        <translation>Partie en ligne %1</translation>
    </message>
    <message>
        <source>&amp;Invite friends: give them this link</source>
        <translation>&amp;Inviter des amis&#xa0;: donnez-leur ce lien</translation>
    </message>
    <message>
        <source>Link to the game</source>
        <translation>Lien vers la partie</translation>
    </message>
    <message>
        <source>&amp;Copy Link</source>
        <translation>&amp;Copier le lien</translation>
    </message>
    <message>
        <source>Copy the link to the game</source>
        <translation>Copier le lien vers la partie</translation>
    </message>
    <message>
        <source>Or they choose Join Online Game and type the address %1 and the code %2.</source>
        <translation>Ou bien ils choisissent Rejoindre une partie en ligne et saisissent l’adresse %1 et le code %2.</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>&amp;Places</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Qui s’y assoit</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jouée par</translation>
    </message>
    <message>
        <source>&amp;Take This Seat</source>
        <translation>P&amp;rendre cette place</translation>
    </message>
    <message>
        <source>Take the selected seat</source>
        <translation>Prendre la place choisie</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Choose your colour</source>
        <translation>Choisir votre couleur</translation>
    </message>
    <message>
        <source>If a player drops, the game waits for them.</source>
        <translation>Si un joueur se déconnecte, la partie l’attend.</translation>
    </message>
    <message numerus="yes">
        <source>If a player drops, AI Easy plays for them after %n second(s) of their turn.</source>
        <translation>
            <numerusform>Si un joueur se déconnecte, l’IA facile joue à sa place après %n seconde de son tour.</numerusform>
            <numerusform>Si un joueur se déconnecte, l’IA facile joue à sa place après %n secondes de son tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody may watch.</source>
        <translation>Personne ne peut regarder.</translation>
    </message>
    <message numerus="yes">
        <source>Anyone with the code may watch (%n watching).</source>
        <translation>
            <numerusform>Qui a le code peut regarder (%n spectateur).</numerusform>
            <numerusform>Qui a le code peut regarder (%n spectateurs).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>Lobby status</source>
        <translation>État du salon</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>cw::MainMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Paramètre&amp;s</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>&amp;About Coursewright</source>
        <translation>À &amp;propos de Coursewright</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Réinitialiser la disposition</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>Par&amp;cours</translation>
    </message>
    <message>
        <source>Course &amp;Editor…</source>
        <translation>Éditeur de &amp;parcours…</translation>
    </message>
    <message>
        <source>Edit the Course of This &amp;Game</source>
        <translation>&amp;Modifier le parcours de cette partie</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Re&amp;prendre le coup</translation>
    </message>
    <message>
        <source>Return to your previous decision; the moves after it are dropped</source>
        <translation>Revenir à votre décision précédente&#xa0;; les coups joués depuis sont retirés</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>S&amp;kip to My Turn</source>
        <translation>Passer à &amp;mon tour</translation>
    </message>
    <message>
        <source>AI &amp;Pace</source>
        <translation>&amp;Rythme de l&apos;IA</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantané</translation>
    </message>
    <message>
        <source>Print Game &amp;Kit…</source>
        <translation>Imprimer le &amp;kit de jeu…</translation>
    </message>
    <message>
        <source>Course &amp;Editor Guide</source>
        <translation>Guide de l’&amp;éditeur de parcours</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>What the Hard AI would play now, from what you can see</source>
        <translation>Ce que l’IA difficile jouerait maintenant, d’après ce que vous voyez</translation>
    </message>
    <message>
        <source>Re&amp;view Game…</source>
        <translation>&amp;Revoir la partie…</translation>
    </message>
    <message>
        <source>How each player&apos;s chance of winning went, move by move, and the moves that cost the most</source>
        <translation>Comment la chance de gagner de chaque joueur a évolué, coup par coup, et les coups qui ont le plus coûté</translation>
    </message>
    <message>
        <source>Read the &amp;Position</source>
        <translation>Lire la &amp;position</translation>
    </message>
    <message>
        <source>The whole position as you may know it, in one text that a screen reader reads</source>
        <translation>Toute la position telle que vous pouvez la connaître, en un texte que lit un lecteur d’écran</translation>
    </message>
    <message>
        <source>Host On&amp;line Game…</source>
        <translation>Héberger une partie en &amp;ligne…</translation>
    </message>
    <message>
        <source>&amp;Join Online Game…</source>
        <translation>Re&amp;joindre une partie en ligne…</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>The same course and seats again online, with a new deal</source>
        <translation>Le même parcours et les mêmes places en ligne, avec une nouvelle donne</translation>
    </message>
    <message>
        <source>L&amp;eave Online Game</source>
        <translation>Qui&amp;tter la partie en ligne</translation>
    </message>
</context>
<context>
    <name>cw::MainWindow</name>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de lancer la partie</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Coursewright games (*.cwgame *.json);;All files (*)</source>
        <translation>Parties Coursewright (*.cwgame *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Coursewright games (*.cwgame *.json)</source>
        <translation>Parties Coursewright (*.cwgame *.json)</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The current game has moves that are not saved.</source>
        <translation>La partie en cours contient des coups non enregistrés.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>%1[*] — Coursewright</source>
        <translation>%1[*] — Coursewright</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, à vous de jouer</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d’ouvrir le fichier</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Coursewright</source>
        <translation>%1[*] — %2 — Coursewright</translation>
    </message>
    <message>
        <source>Browsing move %1 of %2 — the game is paused</source>
        <translation>Coup %1 sur %2 affiché — la partie est en pause</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barre de menus</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Barre d’état</translation>
    </message>
</context>
<context>
    <name>cw::MovesDock</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Retour au direct</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
</context>
<context>
    <name>cw::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Course:</source>
        <translation>&amp;Parcours&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Open Course</source>
        <translation>Ouvrir un parcours</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Choose a course file.</source>
        <translation>Choisissez un fichier de parcours.</translation>
    </message>
    <message>
        <source>%1 (from the editor)</source>
        <translation>%1 (depuis l’éditeur)</translation>
    </message>
    <message>
        <source>the course being edited</source>
        <translation>le parcours en cours d’édition</translation>
    </message>
    <message>
        <source>built-in course</source>
        <translation>parcours intégré</translation>
    </message>
    <message>
        <source>This course cannot be raced:
%1</source>
        <translation>Impossible de courir sur ce parcours&#xa0;:
%1</translation>
    </message>
    <message>
        <source>This course is for another game.</source>
        <translation>Ce parcours est destiné à un autre jeu.</translation>
    </message>
    <message>
        <source>The same seed, seats and moves replay the same game.</source>
        <translation>La même graine, les mêmes places et les mêmes coups rejouent la même partie.</translation>
    </message>
    <message>
        <source>%1 needs a name.</source>
        <translation>%1 doit avoir un nom.</translation>
    </message>
    <message>
        <source>Course files (*.cwcourse *.json);;All files (*)</source>
        <translation>Fichiers de parcours (*.cwcourse *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Practice: show the coach&apos;s hint before each of my moves</source>
        <translation>&amp;Entraînement&#xa0;: montrer le conseil du coach avant chacun de mes coups</translation>
    </message>
    <message>
        <source>Before each of your decisions the coach works out the move the Hard AI would play, from what you can see, and marks it on the board. With several people at one screen, each asks with Hint (H).</source>
        <translation>Avant chacune de vos décisions, le coach calcule le coup que jouerait l’IA difficile à partir de ce que vous voyez, et le marque sur le plateau. À plusieurs devant un même écran, chacun le demande avec Conseil (H).</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Qui s’y assoit</translation>
    </message>
</context>
<context>
    <name>cw::OnlineClient</name>
    <message>
        <source>The host at %1 did not answer within %2 seconds.</source>
        <translation>L’hôte à %1 n’a pas répondu en %2 secondes.</translation>
    </message>
    <message>
        <source>a binary frame: the protocol is text</source>
        <translation>une trame binaire&#xa0;: le protocole est en texte</translation>
    </message>
    <message>
        <source>The host sent a message larger than %1 bytes.</source>
        <translation>L’hôte a envoyé un message de plus de %1 octets.</translation>
    </message>
    <message>
        <source>Cannot reach the host at %1: %2</source>
        <translation>Impossible de joindre l’hôte à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The host is gone: no answer for %1 seconds.</source>
        <translation>L’hôte a disparu&#xa0;: aucune réponse depuis %1 secondes.</translation>
    </message>
    <message>
        <source>The host speaks another version of the online protocol than this version of Coursewright (%1).</source>
        <translation>L’hôte parle une autre version du protocole en ligne que cette version de Coursewright (%1).</translation>
    </message>
    <message>
        <source>%1: sent before joined</source>
        <translation>%1&#xa0;: envoyé avant joined</translation>
    </message>
    <message>
        <source>message.type: &quot;%1&quot; is not a message of the protocol</source>
        <translation>message.type&#xa0;: « %1 » n’est pas un message du protocole</translation>
    </message>
    <message>
        <source>The host sent what this version of Coursewright cannot read: %1</source>
        <translation>L’hôte a envoyé ce que cette version de Coursewright ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>joined: another game or seat than this client&apos;s</source>
        <translation>joined&#xa0;: une autre partie ou une autre place que celle de ce client</translation>
    </message>
    <message>
        <source>joined.token: missing</source>
        <translation>joined.token&#xa0;: absent</translation>
    </message>
    <message>
        <source>lobby.code: another game than this client&apos;s</source>
        <translation>lobby.code&#xa0;: une autre partie que celle de ce client</translation>
    </message>
    <message>
        <source>lobby.seats: %1 seats in a game of %2</source>
        <translation>lobby.seats&#xa0;: %1 places dans une partie de %2</translation>
    </message>
    <message>
        <source>position.seat: %1, not this client&apos;s seat</source>
        <translation>position.seat&#xa0;: %1, pas la place de ce client</translation>
    </message>
    <message>
        <source>position.current: %1 is not a seat</source>
        <translation>position.current&#xa0;: %1 n’est pas une place</translation>
    </message>
    <message>
        <source>position.ranks: %1 ranks for %2 seats</source>
        <translation>position.ranks&#xa0;: %1 rangs pour %2 places</translation>
    </message>
    <message>
        <source>position.movesFrom: %1, beyond the %2 moves known</source>
        <translation>position.movesFrom&#xa0;: %1, au-delà des %2 coups connus</translation>
    </message>
    <message>
        <source>position.over: the copy says otherwise</source>
        <translation>position.over&#xa0;: la copie dit le contraire</translation>
    </message>
    <message>
        <source>position.record.game: &quot;%1&quot;, not the game joined (&quot;%2&quot;)</source>
        <translation>position.record.game&#xa0;: « %1 », pas le jeu rejoint (« %2 »)</translation>
    </message>
    <message>
        <source>position.record.course: not the course of the game joined</source>
        <translation>position.record.course&#xa0;: pas le parcours de la partie rejointe</translation>
    </message>
    <message>
        <source>position.record.options: not the options of the game joined</source>
        <translation>position.record.options&#xa0;: pas les options de la partie rejointe</translation>
    </message>
    <message>
        <source>position.record.seats: %1 seats in a game of %2</source>
        <translation>position.record.seats&#xa0;: %1 places dans une partie de %2</translation>
    </message>
    <message>
        <source>position.record.actions: %1 actions, but the game ended after %2</source>
        <translation>position.record.actions&#xa0;: %1 actions, mais la partie a fini après %2</translation>
    </message>
    <message>
        <source>position.record.actions: they end with ranks %1, not %2 (position.ranks)</source>
        <translation>position.record.actions&#xa0;: elles finissent avec les rangs %1, pas %2 (position.ranks)</translation>
    </message>
    <message>
        <source>none, the game not over</source>
        <translation>aucun, la partie n’est pas finie</translation>
    </message>
    <message>
        <source>position.record.actions: they do not end in the position this seat was shown</source>
        <translation>position.record.actions&#xa0;: elles ne finissent pas dans la position montrée à cette place</translation>
    </message>
</context>
<context>
    <name>cw::OnlineErrorText</name>
    <message>
        <source>No game has that code: check it with the person who hosts it.</source>
        <translation>Aucune partie n’a ce code&#xa0;: vérifiez-le auprès de la personne qui l’héberge.</translation>
    </message>
    <message>
        <source>That seat is not free: the game is full, or the seat is taken or reserved.</source>
        <translation>Cette place n’est pas libre&#xa0;: la partie est complète, ou la place est prise ou réservée.</translation>
    </message>
    <message>
        <source>This game does not allow spectators.</source>
        <translation>Cette partie n’admet pas de spectateurs.</translation>
    </message>
    <message>
        <source>Too many attempts: wait a minute, then try again.</source>
        <translation>Trop de tentatives&#xa0;: attendez une minute, puis réessayez.</translation>
    </message>
    <message>
        <source>The host no longer knows this seat.</source>
        <translation>L’hôte ne connaît plus cette place.</translation>
    </message>
    <message>
        <source>Only the person who created the game may do that.</source>
        <translation>Seule la personne qui a créé la partie peut faire cela.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the game.</source>
        <translation>Cela n’est pas possible à ce moment de la partie.</translation>
    </message>
    <message>
        <source>A seat is still open: every seat needs a player or an AI before the start.</source>
        <translation>Une place est encore libre&#xa0;: chaque place doit avoir un joueur ou une IA avant le départ.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The game has moved on: your move was not taken.</source>
        <translation>La partie a avancé&#xa0;: votre coup n’a pas été pris.</translation>
    </message>
    <message>
        <source>That move is not legal in this position.</source>
        <translation>Ce coup n’est pas permis dans cette position.</translation>
    </message>
    <message>
        <source>The host cannot use this course.</source>
        <translation>L’hôte ne peut pas utiliser ce parcours.</translation>
    </message>
    <message>
        <source>The host cannot set up this game (its options, or too many seats for the course).</source>
        <translation>L’hôte ne peut pas mettre en place cette partie (ses options, ou trop de places pour le parcours).</translation>
    </message>
    <message>
        <source>This connection has joined as many games as the host allows.</source>
        <translation>Cette connexion a rejoint autant de parties que l’hôte le permet.</translation>
    </message>
    <message>
        <source>Too many connections from this address: the host closed this one.</source>
        <translation>Trop de connexions depuis cette adresse&#xa0;: l’hôte a fermé celle-ci.</translation>
    </message>
    <message>
        <source>The host closed the connection after too many refused requests.</source>
        <translation>L’hôte a fermé la connexion après trop de demandes refusées.</translation>
    </message>
    <message>
        <source>The host could not store that: nothing changed, try again.</source>
        <translation>L’hôte n’a pas pu l’enregistrer&#xa0;: rien n’a changé, réessayez.</translation>
    </message>
    <message>
        <source>The host does not speak this version of the online protocol.</source>
        <translation>L’hôte ne parle pas cette version du protocole en ligne.</translation>
    </message>
    <message>
        <source>The host refused the request (%1).</source>
        <translation>L’hôte a refusé la demande (%1).</translation>
    </message>
    <message>
        <source>%1 (field: %2)</source>
        <translation>%1 (champ&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>cw::OnlineFields</name>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>pas une chaîne</translation>
    </message>
    <message>
        <source>must have %1 to %2 characters, found %3</source>
        <translation>doit avoir de %1 à %2 caractères, trouvé %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>« %1 » n’est pas l’un de&#xa0;: %2</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>ni true ni false</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>pas un tableau</translation>
    </message>
    <message>
        <source>must have at most %1 entries, found %2</source>
        <translation>doit avoir au plus %1 entrées, trouvé %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a game code</source>
        <translation>« %1 » n’est pas un code de partie</translation>
    </message>
    <message>
        <source>%1 is not protocol version %2</source>
        <translation>%1 n’est pas la version %2 du protocole</translation>
    </message>
    <message>
        <source>not a seat&apos;s token</source>
        <translation>pas le jeton d’une place</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a game this version of Coursewright knows</source>
        <translation>« %1 » n’est pas un jeu que cette version de Coursewright connaît</translation>
    </message>
    <message>
        <source>no seats</source>
        <translation>aucune place</translation>
    </message>
    <message>
        <source>not base64</source>
        <translation>pas du base64</translation>
    </message>
    <message>
        <source>sent before the game is over</source>
        <translation>envoyé avant la fin de la partie</translation>
    </message>
    <message>
        <source>larger than a game record may be (%1 bytes)</source>
        <translation>plus grand qu’un enregistrement de partie ne peut l’être (%1 octets)</translation>
    </message>
    <message>
        <source>more than %1 moves</source>
        <translation>plus de %1 coups</translation>
    </message>
</context>
<context>
    <name>cw::OnlineFront</name>
    <message>
        <source>Leave the online game?</source>
        <translation>Quitter la partie en ligne&#xa0;?</translation>
    </message>
    <message>
        <source>You are playing a game online. Leave it first?</source>
        <translation>Vous jouez une partie en ligne. La quitter d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>Only the person who created the game can start a rematch</source>
        <translation>Seule la personne qui a créé la partie peut lancer une revanche</translation>
    </message>
    <message>
        <source>Online game</source>
        <translation>Partie en ligne</translation>
    </message>
</context>
<context>
    <name>cw::OnlineGame</name>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>The line was not sent: not connected to the game</source>
        <translation>La ligne n&apos;a pas été envoyée&#xa0;: pas de connexion à la partie</translation>
    </message>
    <message>
        <source>This app cannot host the game: %1</source>
        <translation>Cette application ne peut pas héberger la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Watching: only players chat</source>
        <translation>Spectateur&#xa0;: seuls les joueurs discutent</translation>
    </message>
    <message>
        <source>The hosted game cannot be shown here: %1</source>
        <translation>La partie hébergée ne peut pas être affichée ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>The host sent a position this app refuses (%1): you have left the game</source>
        <translation>L&apos;hôte a envoyé une position que cette application refuse (%1)&#xa0;: vous avez quitté la partie</translation>
    </message>
    <message>
        <source>The game&apos;s record from the host cannot be kept (%1): it cannot be saved</source>
        <translation>L&apos;enregistrement de la partie envoyé par l&apos;hôte ne peut pas être gardé (%1)&#xa0;: elle ne peut pas être enregistrée</translation>
    </message>
    <message>
        <source>Starting the host…</source>
        <translation>Démarrage de l&apos;hôte…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>cw::OnlineLink</name>
    <message>
        <source>address: type the host&apos;s name or address</source>
        <translation>adresse&#xa0;: saisissez le nom ou l’adresse de l’hôte</translation>
    </message>
    <message>
        <source>address: &quot;%1&quot; has no closing bracket</source>
        <translation>adresse&#xa0;: « %1 » n’a pas de crochet fermant</translation>
    </message>
    <message>
        <source>address: &quot;%1&quot; after the bracket is not a port</source>
        <translation>adresse&#xa0;: « %1 » après le crochet n’est pas un port</translation>
    </message>
    <message>
        <source>address: %1 is not an IPv6 address</source>
        <translation>adresse&#xa0;: %1 n’est pas une adresse IPv6</translation>
    </message>
    <message>
        <source>address: %1 is not an address (an IPv6 address with a port is written in brackets: [::1]:7427)</source>
        <translation>adresse&#xa0;: %1 n’est pas une adresse (une adresse IPv6 suivie d’un port s’écrit entre crochets&#xa0;: [::1]:7427)</translation>
    </message>
    <message>
        <source>address: the host is missing before the port</source>
        <translation>adresse&#xa0;: l’hôte manque avant le port</translation>
    </message>
    <message>
        <source>address: %1 is neither a host name nor an address</source>
        <translation>adresse&#xa0;: %1 n’est ni un nom d’hôte ni une adresse</translation>
    </message>
    <message>
        <source>port: the port is missing after the colon</source>
        <translation>port&#xa0;: le port manque après les deux-points</translation>
    </message>
    <message>
        <source>port: %1 is not a port (1 to 65535)</source>
        <translation>port&#xa0;: %1 n’est pas un port (1 à 65535)</translation>
    </message>
    <message>
        <source>code: type the game code (like 7KQ2M-XD9RA)</source>
        <translation>code&#xa0;: saisissez le code de la partie (comme 7KQ2M-XD9RA)</translation>
    </message>
    <message>
        <source>code: %1 is not a game code (10 letters and digits, like 7KQ2M-XD9RA)</source>
        <translation>code&#xa0;: %1 n’est pas un code de partie (10 lettres et chiffres, comme 7KQ2M-XD9RA)</translation>
    </message>
    <message>
        <source>link: the game code is missing after the address</source>
        <translation>lien&#xa0;: le code de la partie manque après l’adresse</translation>
    </message>
    <message>
        <source>link: a game link starts with %1 (or %2 over TLS)</source>
        <translation>lien&#xa0;: un lien de partie commence par %1 (ou %2 par TLS)</translation>
    </message>
    <message>
        <source>address: %1 is not a way to reach a host (type host:port, or begin with ws://, wss:// or coursewright://)</source>
        <translation>adresse&#xa0;: %1 ne permet pas de joindre un hôte (saisissez hôte:port, ou commencez par ws://, wss:// ou coursewright://)</translation>
    </message>
    <message>
        <source>address: &quot;%1&quot; after the port is not part of an address</source>
        <translation>adresse&#xa0;: « %1 » après le port ne fait pas partie d’une adresse</translation>
    </message>
</context>
<context>
    <name>cw::OnlineStatus</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>difficile</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>En attente de %n joueur</numerusform>
            <numerusform>En attente de %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for %1 to start</source>
        <translation>En attente que %1 lance la partie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>a seat&apos;s turn, by its player&apos;s name: &quot;Ann&apos;s turn&quot;</extracomment>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Connexion perdue&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting in %1 s…</source>
        <translation>Connexion perdue&#xa0;: reconnexion dans %1&#xa0;s…</translation>
    </message>
    <message>
        <source>%1 is disconnected</source>
        <translation>%1 est déconnecté</translation>
    </message>
    <message>
        <source>%1 plays for %2</source>
        <translation>L’IA %1 joue à la place de %2</translation>
    </message>
    <message>
        <source>%1 plays for you until you are back</source>
        <translation>L’IA %1 joue à votre place jusqu’à votre retour</translation>
    </message>
    <message>
        <source>Everyone is here: start the game</source>
        <translation>Tout le monde est là&#xa0;: lancez la partie</translation>
    </message>
    <message>
        <source>Game over: you may start a rematch</source>
        <translation>Partie terminée&#xa0;: vous pouvez lancer une revanche</translation>
    </message>
    <message>
        <source>Game over: %1 may start a rematch</source>
        <translation>Partie terminée&#xa0;: %1 peut lancer une revanche</translation>
    </message>
</context>
<context>
    <name>cw::PageSpec</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>%1 landscape</source>
        <translation>%1 paysage</translation>
    </message>
    <message>
        <source>%1 portrait</source>
        <translation>%1 portrait</translation>
    </message>
</context>
<context>
    <name>cw::PaletteDock</name>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;. %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;. %2</translation>
    </message>
</context>
<context>
    <name>cw::Percent</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number. Keep the number and the sign on one line: no space in English, a no-break space (U+00A0) in French.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>cw::PieceDraft</name>
    <message>
        <source>%1: the unsaved work cannot be kept: %2</source>
        <translation>%1&#xa0;: le travail non enregistré ne peut pas être gardé&#xa0;: %2</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>le dossier ne peut pas être créé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>cw::PiecePainterDialog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Enregistrer dans la bibliothèque</translation>
    </message>
    <message>
        <source>Keep Draft</source>
        <translation>Garder le brouillon</translation>
    </message>
</context>
<context>
    <name>cw::PlayersDock</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>%1 is to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1: none yet</source>
        <comment>a Players dock cell with nothing in it, as a screen reader reads it; %1: the column&apos;s header</comment>
        <translation>%1&#xa0;: pas encore</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a Players dock column&apos;s full header, its tool tip</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the Players dock&apos;s seat column, narrow: the seats&apos; marks</comment>
        <translation>n°</translation>
    </message>
</context>
<context>
    <name>cw::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
</context>
<context>
    <name>cw::ReviewChart</name>
    <message>
        <source>moves 1 to %1</source>
        <translation>coups 1 à %1</translation>
    </message>
    <message>
        <source>first</source>
        <translation>premier</translation>
    </message>
    <message>
        <source>last</source>
        <translation>dernier</translation>
    </message>
</context>
<context>
    <name>cw::ReviewDialog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export the Review</source>
        <translation>Exporter la revue</translation>
    </message>
    <message>
        <source>review.txt</source>
        <translation>revue.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>the Hard AI</source>
        <translation>l’IA difficile</translation>
    </message>
    <message>
        <source>the Normal AI</source>
        <translation>l’IA normale</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n move(s) with %1, from each player&apos;s own view…</source>
        <translation>
            <numerusform>Revue de %n coup avec %1, du point de vue de chaque joueur…</numerusform>
            <numerusform>Revue de %n coups avec %1, du point de vue de chaque joueur…</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Review stopped: the moves up to there, as %1 judged them.</source>
        <translation>Revue arrêtée&#xa0;: les coups jusque-là, tels que %1 les a jugés.</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export as Text…</source>
        <translation>Exporter en texte…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Each line is where %1 expected the player to finish after each of their moves, from what that player could see: its estimate, not a chance of winning. Click a move to see it.</source>
        <translation>Chaque ligne montre la place où %1 attendait le joueur à l’arrivée après chacun de ses coups, d’après ce que ce joueur voyait&#xa0;: son estimation, pas une chance de gagner. Cliquez sur un coup pour le voir.</translation>
    </message>
    <message>
        <source>%1: no move was judged worse than %2&apos;s own.</source>
        <translation>%1&#xa0;: aucun coup n’a été jugé moins bon que celui de %2.</translation>
    </message>
    <message>
        <source>%1, move %2: %3; %4 would have played %5.</source>
        <translation>%1, coup %2&#xa0;: %3&#xa0;; %4 aurait joué %5.</translation>
    </message>
    <message>
        <source>The moves the AI judged costliest</source>
        <translation>Les coups que l’IA a jugés les plus coûteux</translation>
    </message>
</context>
<context>
    <name>cw::ReviewText</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>the Hard AI</source>
        <translation>l’IA difficile</translation>
    </message>
    <message>
        <source>the Normal AI</source>
        <translation>l’IA normale</translation>
    </message>
    <message>
        <source>%1, reviewed by %2:</source>
        <translation>%1, passé en revue par %2&#xa0;:</translation>
    </message>
    <message>
        <source>  action %1: %2 (the AI&apos;s move too)</source>
        <translation>  action %1&#xa0;: %2 (le coup de l’IA aussi)</translation>
    </message>
    <message>
        <source>  action %1: %2 (a move the AI does not weigh); the AI: %3</source>
        <translation>  action %1&#xa0;: %2 (un coup que l’IA n’évalue pas)&#xa0;; l’IA&#xa0;: %3</translation>
    </message>
    <message>
        <source>  action %1: %2; the AI: %3</source>
        <translation>  action %1&#xa0;: %2&#xa0;; l’IA&#xa0;: %3</translation>
    </message>
    <message>
        <source>No move was judged worse than the AI&apos;s own.</source>
        <translation>Aucun coup n’a été jugé moins bon que celui de l’IA.</translation>
    </message>
    <message>
        <source>The moves the AI judged costliest:</source>
        <translation>Les coups que l’IA a jugés les plus coûteux&#xa0;:</translation>
    </message>
    <message>
        <source>  action %1: %2; the AI would have played %3</source>
        <translation>  action %1&#xa0;: %2&#xa0;; l’IA aurait joué %3</translation>
    </message>
</context>
<context>
    <name>cw::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>No rules are available for this game.</source>
        <translation>Aucune règle n’est disponible pour ce jeu.</translation>
    </message>
    <message>
        <source>Rules — %1</source>
        <translation>Règles — %1</translation>
    </message>
</context>
<context>
    <name>cw::SeatRow</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>AI Easy</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>AI Normal</source>
        <translation>IA normale</translation>
    </message>
    <message>
        <source>AI Hard</source>
        <translation>IA difficile</translation>
    </message>
    <message>
        <source>Choose the colour</source>
        <translation>Choisir la couleur</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Moi</translation>
    </message>
    <message>
        <source>Open seat</source>
        <translation>Place libre</translation>
    </message>
    <message>
        <source>Reserved for this name</source>
        <translation>Réservée à ce nom</translation>
    </message>
    <message>
        <source>%1: name</source>
        <translation>%1&#xa0;: nom</translation>
    </message>
    <message>
        <source>%1: colour</source>
        <translation>%1&#xa0;: couleur</translation>
    </message>
    <message>
        <source>%1: played by</source>
        <translation>%1&#xa0;: jouée par</translation>
    </message>
    <message>
        <source>%1: who sits here</source>
        <translation>%1&#xa0;: qui s’y assoit</translation>
    </message>
    <message>
        <source>Their name</source>
        <translation>Son nom</translation>
    </message>
</context>
<context>
    <name>cw::SecureConnectionBox</name>
    <message>
        <source>&amp;Secure connection (TLS, wss://)</source>
        <translation>Connexion sécurisée (&amp;TLS, wss://)</translation>
    </message>
    <message>
        <source>Secure connection</source>
        <translation>Connexion sécurisée</translation>
    </message>
    <message>
        <source>Tick it when the host is a coursewright-server reached over TLS</source>
        <translation>Cochez-la quand l’hôte est un coursewright-server joint par TLS</translation>
    </message>
</context>
<context>
    <name>cw::SetupCourse</name>
    <message>
        <source>course: %1</source>
        <translation>parcours&#xa0;: %1</translation>
    </message>
    <message>
        <source>; and %1 more</source>
        <translation>; et %1 de plus</translation>
    </message>
</context>
<context>
    <name>cw::StartDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <source>%1 · course: %2</source>
        <translation>%1 · parcours&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 · last course: %2</source>
        <translation>%1 · dernier parcours&#xa0;: %2</translation>
    </message>
    <message>
        <source>Welcome to Coursewright</source>
        <translation>Bienvenue dans Coursewright</translation>
    </message>
    <message>
        <source>Choose a game to play</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>&amp;Open Saved Game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>cw::StartPositions</name>
    <message>
        <source>must list a different start position from 0 to %1 for each of the %2 seats</source>
        <translation>doit donner une position de départ différente, de 0 à %1, à chacune des %2 places</translation>
    </message>
</context>
<context>
    <name>cw::TextSizeMenu</name>
    <message>
        <source>&amp;Text Size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <source>As the &amp;Desktop</source>
        <translation>Comme le &amp;bureau</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#x202f;%</translation>
    </message>
</context>
<context>
    <name>cw::Tournament</name>
    <message>
        <source>Player %1 (%2)</source>
        <translation>Joueur %1 (%2)</translation>
    </message>
    <message>
        <source>game %1, move %2: the %3 AI in seat %4 chose the illegal action %5</source>
        <translation>partie %1, coup %2&#xa0;: l’IA %3 à la place %4 a choisi l’action interdite %5</translation>
    </message>
    <message>
        <source>game: unknown game &quot;%1&quot;</source>
        <translation>game&#xa0;: jeu inconnu « %1 »</translation>
    </message>
    <message>
        <source>seats: %1 needs %2 to %3 seats, found %4</source>
        <translation>seats&#xa0;: %1 demande de %2 à %3 places, trouvé %4</translation>
    </message>
    <message>
        <source>seats[%1]: &quot;%2&quot; is not an AI level of %3</source>
        <translation>seats[%1]&#xa0;: « %2 » n’est pas un niveau d’IA de %3</translation>
    </message>
    <message>
        <source>games: must not be negative, found %1</source>
        <translation>games&#xa0;: ne doit pas être négatif, trouvé %1</translation>
    </message>
    <message>
        <source>game: %1 declares no maximum game length</source>
        <translation>game&#xa0;: %1 ne déclare aucune longueur maximale de partie</translation>
    </message>
</context>
<context>
    <name>cw::UserDataFolder</name>
    <message>
        <source>%1: kept where it was, since %2 exists</source>
        <translation>%1&#xa0;: laissé où il était, car %2 existe</translation>
    </message>
    <message>
        <source>%1: cannot be moved to %2</source>
        <translation>%1&#xa0;: ne peut pas être déplacé vers %2</translation>
    </message>
    <message>
        <source>%1: cannot be created</source>
        <translation>%1&#xa0;: ne peut pas être créé</translation>
    </message>
</context>
<context>
    <name>cw::UserPieceFolder</name>
    <message>
        <source>%1: the folder cannot be created.</source>
        <translation>%1&#xa0;: le dossier ne peut pas être créé.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>cw::ValidationDock</name>
    <message>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>The course can be played.</source>
        <translation>Le parcours peut être joué.</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>cw::cli::AiGamesOptions</name>
    <message>
        <source>How many games to play (default %1).</source>
        <translation>Nombre de parties à jouer (par défaut %1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The seed every game and decision derives from (default 1).</source>
        <translation>La graine dont dérivent chaque partie et chaque décision (par défaut 1).</translation>
    </message>
    <message>
        <source>How many games to play at once (default: one per processor core).</source>
        <translation>Nombre de parties jouées à la fois (par défaut&#xa0;: une par cœur de processeur).</translation>
    </message>
    <message>
        <source>Print the results as one JSON object.</source>
        <translation>Afficher les résultats en un seul objet JSON.</translation>
    </message>
    <message>
        <source>Show the games finished on standard error.</source>
        <translation>Afficher les parties terminées sur la sortie d’erreur.</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 parties jouées sur %2</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 s on %2 threads</source>
        <translation>%1 s sur %2 fils d’exécution</translation>
    </message>
    <message>
        <source>Write each game played to DIR as a record (game-01.cwgame, …) that replay and the app open.</source>
        <translation>Enregistrer chaque partie jouée dans DOSSIER (game-01.cwgame, …), que replay et l’application ouvrent.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
</context>
<context>
    <name>cw::cli::CoachLevel</name>
    <message>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <source>--level must be normal or hard, not &quot;%1&quot;</source>
        <translation>--level doit être normal ou hard, pas « %1 »</translation>
    </message>
</context>
<context>
    <name>cw::cli::CommandLine</name>
    <message>
        <source>Usage: %1 %2 %3</source>
        <translation>Utilisation&#xa0;: %1 %2 %3</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Try &quot;%1 %2 --help&quot;.</source>
        <translation>Essayez « %1 %2 --help ».</translation>
    </message>
    <message>
        <source>--%1: expected a whole number from %2 to %3, found &quot;%4&quot;</source>
        <translation>--%1&#xa0;: nombre entier de %2 à %3 attendu, trouvé « %4 »</translation>
    </message>
    <message>
        <source>PAPER</source>
        <translation>PAPIER</translation>
    </message>
    <message>
        <source>With --paper: landscape sheets.</source>
        <translation>Avec --paper&#xa0;: feuilles en paysage.</translation>
    </message>
    <message>
        <source>--landscape needs --paper</source>
        <translation>--landscape demande --paper</translation>
    </message>
    <message>
        <source>--paper: expected a4 or letter, found &quot;%1&quot;</source>
        <translation>--paper&#xa0;: a4 ou letter attendu, trouvé « %1 »</translation>
    </message>
    <message>
        <source>--seats: &quot;%1&quot; is not an AI level (easy, normal or hard)</source>
        <translation>--seats&#xa0;: « %1 » n’est pas un niveau d’IA (easy, normal ou hard)</translation>
    </message>
</context>
<context>
    <name>cw::cli::ExportCommand</name>
    <message>
        <source>The course file to print.</source>
        <translation>Le fichier de parcours à imprimer.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>a4 or letter, portrait unless --landscape (default: the course&apos;s own paper and orientation).</source>
        <translation>a4 ou letter, en portrait sauf avec --landscape (par défaut&#xa0;: le papier et l’orientation du parcours).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>SORTIE</translation>
    </message>
    <message>
        <source>no course file given</source>
        <translation>aucun fichier de parcours donné</translation>
    </message>
    <message>
        <source>one course file at a time, found %1: %2</source>
        <translation>un seul fichier de parcours à la fois, trouvé %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--out: no output file given</source>
        <translation>--out&#xa0;: aucun fichier de sortie donné</translation>
    </message>
    <message>
        <source>--format: expected pdf, svg or png, found &quot;%1&quot;</source>
        <translation>--format&#xa0;: pdf, svg ou png attendu, trouvé « %1 »</translation>
    </message>
    <message>
        <source>--format: not given, and &quot;%1&quot; does not end in .pdf, .svg or .png</source>
        <translation>--format&#xa0;: non donné, et « %1 » ne se termine pas par .pdf, .svg ou .png</translation>
    </message>
    <message>
        <source>Print a course to PDF, SVG or PNG at true scale</source>
        <translation>Imprimer un parcours en PDF, SVG ou PNG à l’échelle réelle</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from OUT&apos;s extension)%1.</source>
        <translation>pdf, svg ou png (par défaut&#xa0;: d’après l’extension de SORTIE)%1.</translation>
    </message>
    <message>
        <source>Print the print-and-play cards of the game named by --game instead of a course; FILE is then optional.</source>
        <translation>Imprimer les cartes à imprimer pour jouer du jeu nommé par --game au lieu d’un parcours&#xa0;; FICHIER est alors facultatif.</translation>
    </message>
    <message>
        <source>The game whose cards --cards prints.</source>
        <translation>Le jeu dont --cards imprime les cartes.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>--format %1: needs a course file</source>
        <translation>--format %1&#xa0;: demande un fichier de parcours</translation>
    </message>
    <message>
        <source>--cards: --game must name a game with cards: %1</source>
        <translation>--cards&#xa0;: --game doit nommer un jeu qui a des cartes&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: kind: &quot;%2&quot; courses do not export to %3</source>
        <translation>%1&#xa0;: kind&#xa0;: les parcours « %2 » ne s’exportent pas en %3</translation>
    </message>
    <message>
        <source>FILE --out OUT [--format FORMAT] [--cards --game ID] [--paper a4|letter [--landscape]]  |  --kit --game ID [--course FILE] [--out OUT]</source>
        <translation>FICHIER --out SORTIE [--format FORMAT] [--cards --game ID] [--paper a4|letter [--landscape]]  |  --kit --game ID [--course FICHIER] [--out SORTIE]</translation>
    </message>
    <message>
        <source>%1: the course asks for landscape sheets; --paper alone prints portrait (add --landscape to keep its orientation)</source>
        <translation>%1&#xa0;: le parcours demande des feuilles à l&apos;italienne&#xa0;; --paper seul imprime à la française (ajoutez --landscape pour garder son orientation)</translation>
    </message>
    <message>
        <source>Prints a course at true scale to PDF (one file), or to SVG or PNG (one file per page: OUT itself for a single page, else a folder named as OUT without its extension, holding OUT&apos;s name with -map, -P1-1, -P1-2, … before its extension). Pages that do not fit the paper are tiled, with an assembly map first. A course with errors (as validate reports them) is not printed. An export replaces only what an export wrote, never the course file.
Exit status: 0 when every page was written, 1 when the course cannot be read or used or a file cannot be written, 2 on a usage error.</source>
        <translation>Imprime un parcours à l’échelle réelle en PDF (un seul fichier), ou en SVG ou PNG (un fichier par page&#xa0;: SORTIE elle-même pour une page unique, sinon un dossier nommé comme SORTIE sans son extension, contenant le nom de SORTIE suivi de -map, -P1-1, -P1-2, … avant son extension). Les pages qui ne tiennent pas sur le papier sont réparties en mosaïque, précédées d’un plan d’assemblage. Un parcours qui a des erreurs (telles que validate les signale) n’est pas imprimé. Une exportation ne remplace que ce qu’une exportation a écrit, jamais le fichier du parcours.
Code de sortie&#xa0;: 0 si toutes les pages ont été écrites, 1 si le parcours est illisible ou inutilisable ou si un fichier ne peut être écrit, 2 en cas d’erreur d’utilisation.</translation>
    </message>
</context>
<context>
    <name>cw::cli::ExportKit</name>
    <message>
        <source>Print the print-and-play kit of the game named by --game: one PDF with a contents page, the course, every card, token and mat (with their backs) and a player aid.</source>
        <translation>Imprime le kit à imprimer du jeu nommé par --game&#xa0;: un seul PDF avec une page de contenu, le parcours, chaque carte, pion et plateau (avec leurs dos) et une aide de jeu.</translation>
    </message>
    <message>
        <source>The course --kit prints (default: the game&apos;s standard course). A kit is printed on --paper (default: the course&apos;s paper): the course&apos;s pages in the course&apos;s orientation, the others portrait, unless --landscape.</source>
        <translation>Le parcours que --kit imprime (par défaut&#xa0;: le parcours standard du jeu). Un kit est imprimé sur --paper (par défaut&#xa0;: le papier du parcours)&#xa0;: les pages du parcours dans l’orientation du parcours, les autres en portrait, sauf avec --landscape.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>--kit: give the course with --course FILE</source>
        <translation>--kit&#xa0;: indiquez le parcours avec --course FICHIER</translation>
    </message>
    <message>
        <source>--kit and --cards: choose one</source>
        <translation>--kit et --cards&#xa0;: choisissez l’un des deux</translation>
    </message>
    <message>
        <source>--kit: --game must name a game: %1</source>
        <translation>--kit&#xa0;: --game doit nommer un jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>--kit: a kit is one PDF, so OUT must end in .pdf (found &quot;%1&quot;)</source>
        <translation>--kit&#xa0;: un kit est un seul PDF, SORTIE doit donc finir par .pdf (trouvé « %1 »)</translation>
    </message>
</context>
<context>
    <name>cw::cli::GameSaver</name>
    <message>
        <source>%1: not a folder: cannot save the games there</source>
        <translation>%1&#xa0;: n’est pas un dossier&#xa0;: impossible d’y enregistrer les parties</translation>
    </message>
    <message>
        <source>%1: cannot make the folder</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1: not a game record: refusing to replace it</source>
        <translation>%1&#xa0;: n’est pas une partie enregistrée&#xa0;: refus de la remplacer</translation>
    </message>
</context>
<context>
    <name>cw::cli::HintCommand</name>
    <message>
        <source>Replays a game record and says what the AI would play now for the seat to act, thinking from that seat&apos;s own view only (never the other seats&apos; hidden cards): its move, its estimated chance of winning after it, and the next best moves.
Exit status: 0 on success, 1 when the record cannot be read or replayed or the game is over, 2 on a usage error.</source>
        <translation>Rejoue une partie enregistrée et indique ce que l’IA jouerait maintenant pour la place qui doit jouer, en ne réfléchissant qu’à partir de ce que voit cette place (jamais les cartes cachées des autres)&#xa0;: son coup, sa chance estimée de gagner après ce coup, et les meilleurs coups suivants.
Code de sortie&#xa0;: 0 en cas de succès, 1 si la partie ne peut pas être lue ou rejouée ou si elle est terminée, 2 en cas d’erreur d’utilisation.</translation>
    </message>
    <message>
        <source>The game record to read.</source>
        <translation>La partie enregistrée à lire.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>The AI whose move is shown: normal or hard (default).</source>
        <translation>L’IA dont le coup est montré&#xa0;: normal ou hard (par défaut).</translation>
    </message>
    <message>
        <source>The AI&apos;s seed (default 1): the same seed, the same hint.</source>
        <translation>La graine de l’IA (1 par défaut)&#xa0;: même graine, même conseil.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>How many moves to show, best first (1 to 10, default 3).</source>
        <translation>Nombre de coups à montrer, le meilleur d’abord (de 1 à 10, 3 par défaut).</translation>
    </message>
    <message>
        <source>%1: the game is over after %2 actions: there is no move to advise</source>
        <translation>%1&#xa0;: la partie est terminée après %2 actions&#xa0;: il n’y a aucun coup à conseiller</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>%1: after %2 of %3 actions, %4 to play.</source>
        <translation>%1&#xa0;: après %2 actions sur %3, à %4 de jouer.</translation>
    </message>
    <message>
        <source>[options] FILE</source>
        <translation>[options] FICHIER</translation>
    </message>
    <message>
        <source>Show the move the AI would make for the seat to act in a saved game</source>
        <translation>Montrer le coup que l’IA jouerait pour la place qui doit jouer dans une partie enregistrée</translation>
    </message>
    <message>
        <source>%1. %2 (chosen in %3 of %4 searches)</source>
        <translation>%1. %2 (choisi dans %3 recherches sur %4)</translation>
    </message>
</context>
<context>
    <name>cw::cli::LabCommand</name>
    <message>
        <source>One AI level per seat, separated by commas: easy, normal or hard (default: Easy in every seat the course suggests).</source>
        <translation>Un niveau d’IA par place, séparés par des virgules&#xa0;: easy, normal ou hard (par défaut&#xa0;: Facile à chaque place que le parcours propose).</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <source>Print the report as one JSON object (docs/lab-report.md).</source>
        <translation>Afficher le rapport en un seul objet JSON (docs/lab-report.md).</translation>
    </message>
    <message>
        <source>COURSE: missing</source>
        <translation>PARCOURS&#xa0;: manquant</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>%1: kind: no game is played on &quot;%2&quot; courses</source>
        <translation>%1&#xa0;: kind&#xa0;: aucun jeu ne se joue sur les parcours « %2 »</translation>
    </message>
    <message>
        <source>--seats: %1 needs %2 to %3 seats, found %4</source>
        <translation>--seats&#xa0;: %1 demande de %2 à %3 places, %4 trouvées</translation>
    </message>
    <message>
        <source>%1 games on &quot;%2&quot; (seed %3), %4 seats
</source>
        <translation>%1 parties sur « %2 » (graine %3), %4 places
</translation>
    </message>
    <message>
        <source>Length: %1 %2 on average (sd %3, %4 to %5)

</source>
        <translation>Durée&#xa0;: %1 %2 en moyenne (écart type %3, de %4 à %5)

</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% victoires</translation>
    </message>
    <message>
        <source>Mean rank</source>
        <translation>Rang moyen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>By player (seats rotate):
</source>
        <translation>Par joueur (les places tournent)&#xa0;:
</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Par partie</translation>
    </message>
    <message>
        <source>Games %</source>
        <translation>% parties</translation>
    </message>
    <message>
        <source>Where most</source>
        <translation>Où le plus</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rules:
</source>
        <translation>Règles&#xa0;:
</translation>
    </message>
    <message>
        <source>The course file to test.</source>
        <translation>Le fichier de parcours à tester.</translation>
    </message>
    <message>
        <source>COURSE [options]</source>
        <translation>PARCOURS [options]</translation>
    </message>
    <message>
        <source>Test a course with AI-only games: length, fairness, rules and where they fire</source>
        <translation>Tester un parcours avec des parties entre IA&#xa0;: durée, équité, règles et où elles s’appliquent</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reached the maximum length of %1 actions without ending: they are left out of every figure below.
</source>
        <translation>
            <numerusform>%n partie a atteint la longueur maximale de %1 actions sans se terminer&#xa0;: elle est laissée hors de tous les chiffres ci-dessous.</numerusform>
            <numerusform>%n parties ont atteint la longueur maximale de %1 actions sans se terminer&#xa0;: elles sont laissées hors de tous les chiffres ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: %1

</source>
        <translation>Attention&#xa0;: %1

</translation>
    </message>
    <message>
        <source>By start position: %1
</source>
        <translation>Par position de départ&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95&#xa0;%</translation>
    </message>
    <message>
        <source>By seat, the turn order (a fair seat wins %1 with mean rank %2):
</source>
        <translation>Par place, l&apos;ordre du tour (une place équitable gagne %1 avec un rang moyen de %2)&#xa0;:
</translation>
    </message>
    <message>
        <source>Plays AI-only games on a course file and reports how long a game lasts, each seat&apos;s wins and mean rank with 95% intervals (is the course fair to every start position?), how often each rule fires and where. Seats rotate from game to game; the same seed gives the same report on any number of threads. A game that reaches the game&apos;s maximum length is stopped, counted as unfinished and left out of the figures.
Exit status: 0 on success, 1 when the course cannot be used, 2 on a usage error.</source>
        <translation>Joue des parties entre IA seulement sur un fichier de parcours et indique combien de temps dure une partie, les victoires et le rang moyen de chaque place avec leurs intervalles à 95&#xa0;% (le parcours est-il équitable pour chaque position de départ&#xa0;?), combien de fois chaque règle s’applique et où. Les places tournent d’une partie à l’autre&#xa0;; la même graine donne le même rapport quel que soit le nombre de fils d’exécution. Une partie qui atteint la longueur maximale du jeu est arrêtée, comptée comme inachevée et laissée hors des chiffres.
Code de sortie&#xa0;: 0 en cas de succès, 1 quand le parcours est inutilisable, 2 en cas d’erreur d’utilisation.</translation>
    </message>
</context>
<context>
    <name>cw::cli::LabImprove</name>
    <message>
        <source>Find a fairer course: try the variations the course&apos;s kind makes, keep the valid ones, and print the original and the fairest few side by side.</source>
        <translation>Trouver un parcours plus équitable&#xa0;: essayer les variantes que le type du parcours permet, garder les valides, et afficher l’original et les plus équitables côte à côte.</translation>
    </message>
    <message>
        <source>With --improve: how many variations to try (default %1).</source>
        <translation>Avec --improve&#xa0;: combien de variantes essayer (par défaut %1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>With --improve: save the fairest variation to this course file (never over the course tested).</source>
        <translation>Avec --improve&#xa0;: enregistrer la variante la plus équitable dans ce fichier de parcours (jamais par-dessus le parcours testé).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>--%1: only with --improve</source>
        <translation>--%1&#xa0;: seulement avec --improve</translation>
    </message>
    <message>
        <source>--save: not with --improve</source>
        <translation>--save&#xa0;: pas avec --improve</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Find a fairer course for &quot;%1&quot;: %2 variations, %3 valid, %4 tried on %5 games each; the original and the best %6 then on %7 other games.
</source>
        <translation>Trouver un parcours plus équitable pour « %1 »&#xa0;: %2 variantes, %3 valides, %4 essayées sur %5 parties chacune&#xa0;; l’original et les %6 meilleures ensuite sur %7 autres parties.
</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Seat spread %</source>
        <translation>Écart des places %</translation>
    </message>
    <message>
        <source>Start spread %</source>
        <translation>Écart des départs %</translation>
    </message>
    <message>
        <source>Outside fair</source>
        <translation>Hors de l’équité</translation>
    </message>
    <message>
        <source>Length (%1)</source>
        <translation>Durée (%1)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Win % by seat</source>
        <translation>Victoires % par place</translation>
    </message>
    <message>
        <source>Win % by start</source>
        <translation>Victoires % par départ</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Ce qui change</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>%1 (fairer)</source>
        <translation>%1 (plus équitable)</translation>
    </message>
    <message>
        <source>Cancelled: the figures cover what was played before.</source>
        <translation>Annulé&#xa0;: les chiffres couvrent ce qui a été joué avant.</translation>
    </message>
    <message>
        <source>Saved variation 1 to %1.</source>
        <translation>Variante 1 enregistrée dans %1.</translation>
    </message>
    <message>
        <source>%1: not written: no variation is measurably fairer than the original</source>
        <translation>%1&#xa0;: non écrit&#xa0;: aucune variante n&apos;est mesurablement plus équitable que l&apos;original</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Spread: the largest win share minus the smallest (a fair share is %1), ± half its 95% interval: a fair course&apos;s spread is not 0; outside fair: seats and starts whose interval, judged together with the others (Bonferroni), excludes it; score: the larger spread plus a quarter of the relative change in length (lower is fairer).</source>
        <translation>Écart&#xa0;: la plus grande part de victoires moins la plus petite (une part équitable est %1), ± la moitié de son intervalle à 95&#xa0;%&#xa0;: l&apos;écart d&apos;un parcours équitable n&apos;est pas nul&#xa0;; hors équité&#xa0;: places et départs dont l&apos;intervalle, jugé avec les autres (Bonferroni), l&apos;exclut&#xa0;; score&#xa0;: le plus grand écart plus un quart du changement relatif de durée (plus bas est plus équitable).</translation>
    </message>
</context>
<context>
    <name>cw::cli::MatchCommand</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% victoires</translation>
    </message>
    <message>
        <source>Mean rank</source>
        <translation>Rang moyen</translation>
    </message>
    <message>
        <source>%1 on &quot;%2&quot;: %3 games, seed %4

</source>
        <translation>%1 sur « %2 »&#xa0;: %3 parties, graine %4

</translation>
    </message>
    <message>
        <source>The game to play: %1.</source>
        <translation>Le jeu à jouer&#xa0;: %1.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>One AI level per seat, separated by commas: easy, normal or hard.</source>
        <translation>Un niveau d’IA par place, séparés par des virgules&#xa0;: easy, normal ou hard.</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <source>A course file to play on (default: the game&apos;s standard course).</source>
        <translation>Un fichier de parcours sur lequel jouer (par défaut&#xa0;: le parcours standard du jeu).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>--game: missing</source>
        <translation>--game&#xa0;: absent</translation>
    </message>
    <message>
        <source>--game: unknown game &quot;%1&quot;</source>
        <translation>--game&#xa0;: jeu inconnu « %1 »</translation>
    </message>
    <message>
        <source>--seats: missing</source>
        <translation>--seats&#xa0;: absent</translation>
    </message>
    <message>
        <source>--seats: %1 needs %2 to %3 seats, found %4</source>
        <translation>--seats&#xa0;: %1 demande de %2 à %3 places, trouvé %4</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[options]</translation>
    </message>
    <message>
        <source>Play AI-only games and print each AI&apos;s wins and mean rank</source>
        <translation>Jouer des parties entre IA et afficher les victoires et le rang moyen de chacune</translation>
    </message>
    <message>
        <source>%1: %2 games, seed %3

</source>
        <translation>%1&#xa0;: %2 parties, graine %3

</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reached the maximum length of %1 actions without ending and count for no one.</source>
        <translation>
            <numerusform>%n partie a atteint la longueur maximale de %1 actions sans se terminer et ne compte pour personne.</numerusform>
            <numerusform>%n parties ont atteint la longueur maximale de %1 actions sans se terminer et ne comptent pour personne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Plays games between AI players only and prints, for each listed player, its wins (first places, shared ones included) and its mean finishing rank. The listed players are the seats; they change seats from game to game, so every level sits in every seat in turn. The same seed gives the same results on any number of threads. A game that reaches the game&apos;s maximum length is stopped unfinished: it counts for no one, and the output says how many there were.
Exit status: 0 on success, 1 when the course cannot be used, 2 on a usage error.</source>
        <translation>Joue des parties entre IA uniquement et affiche, pour chaque joueur listé, ses victoires (premières places, ex æquo compris) et son rang moyen à l’arrivée. Les joueurs listés sont les places&#xa0;; ils changent de place d’une partie à l’autre, si bien que chaque niveau occupe tour à tour chaque place. La même graine donne les mêmes résultats quel que soit le nombre de fils d’exécution. Une partie qui atteint la longueur maximale du jeu est arrêtée inachevée&#xa0;: elle ne compte pour personne, et la sortie indique combien il y en a eu.
Code de sortie&#xa0;: 0 en cas de succès, 1 si le parcours est inutilisable, 2 en cas d’erreur d’utilisation.</translation>
    </message>
</context>
<context>
    <name>cw::cli::RecordPosition</name>
    <message>
        <source>Replay only the first &lt;n&gt; actions (default: all of them).</source>
        <translation>Ne rejouer que les &lt;n&gt; premières actions (par défaut&#xa0;: toutes).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>expected one game record, found %1</source>
        <translation>une partie enregistrée attendue, trouvé %1</translation>
    </message>
</context>
<context>
    <name>cw::cli::ReplayCommand</name>
    <message>
        <source>The game record to replay.</source>
        <translation>La partie enregistrée à rejouer.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Print the game&apos;s public view as JSON instead of text.</source>
        <translation>Afficher la vue publique de la partie en JSON plutôt qu’en texte.</translation>
    </message>
    <message>
        <source>%1: after %2 of %3 actions</source>
        <translation>%1&#xa0;: après %2 actions sur %3</translation>
    </message>
    <message>
        <source>[options] FILE</source>
        <translation>[options] FICHIER</translation>
    </message>
    <message>
        <source>Show the position of a saved game after some of its actions</source>
        <translation>Afficher la position d’une partie enregistrée après une partie de ses actions</translation>
    </message>
    <message>
        <source>Loads a game record, replays its actions and prints the position reached: where every seat stands, whose turn it is and in which phase.
Exit status: 0 on success, 1 when the record cannot be read or replayed, 2 on a usage error.</source>
        <translation>Charge une partie enregistrée, rejoue ses actions et affiche la position atteinte&#xa0;: où en est chaque place, à qui est le tour et dans quelle phase.
Code de sortie&#xa0;: 0 en cas de succès, 1 si la partie ne peut être lue ou rejouée, 2 en cas d’erreur d’utilisation.</translation>
    </message>
</context>
<context>
    <name>cw::cli::ReviewCommand</name>
    <message>
        <source>Reviews a saved game: at each decision of the seats asked for, the AI judges from that seat&apos;s own view what it would have played and the estimated chance of winning with it and with the move played; then lists the moves that lost the most.
Exit status: 0 on success, 1 when the record cannot be read or replayed, 2 on a usage error.</source>
        <translation>Passe en revue une partie enregistrée&#xa0;: à chaque décision des places demandées, l’IA juge, à partir de ce que voit cette place, ce qu’elle aurait joué et la chance estimée de gagner avec ce coup et avec le coup joué&#xa0;; puis elle liste les coups qui ont le plus coûté.
Code de sortie&#xa0;: 0 en cas de succès, 1 si la partie ne peut pas être lue ou rejouée, 2 en cas d’erreur d’utilisation.</translation>
    </message>
    <message>
        <source>The game record to review.</source>
        <translation>La partie enregistrée à passer en revue.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Review seat &lt;n&gt; (from 1; repeat for more). Default: every seat a person played.</source>
        <translation>Passer en revue la place &lt;n&gt; (à partir de 1&#xa0;; à répéter pour plusieurs). Par défaut&#xa0;: chaque place jouée par une personne.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The AI that judges: normal or hard (default).</source>
        <translation>L’IA qui juge&#xa0;: normal ou hard (par défaut).</translation>
    </message>
    <message>
        <source>How many costly moves to list per seat (default 3).</source>
        <translation>Nombre de coups coûteux à lister par place (3 par défaut).</translation>
    </message>
    <message>
        <source>--seat: expected a seat from 1 to %1, found &quot;%2&quot;</source>
        <translation>--seat&#xa0;: une place de 1 à %1 attendue, trouvé « %2 »</translation>
    </message>
    <message>
        <source>no person played in %1: name the seats to review with --seat</source>
        <translation>aucune personne n’a joué dans %1&#xa0;: nommez les places à passer en revue avec --seat</translation>
    </message>
    <message>
        <source>[options] FILE</source>
        <translation>[options] FICHIER</translation>
    </message>
    <message>
        <source>Review the moves of a saved game: what the AI would have played</source>
        <translation>Passer en revue les coups d’une partie enregistrée&#xa0;: ce que l’IA aurait joué</translation>
    </message>
</context>
<context>
    <name>cw::cli::Tool</name>
    <message>
        <source>Usage: %1 &lt;command&gt; [options]

Coursewright from the command line.

Commands:
</source>
        <translation>Utilisation&#xa0;: %1 &lt;commande&gt; [options]

Coursewright en ligne de commande.

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>
Options:
  -h, --help     Displays this help.
  -v, --version  Displays version information.

&quot;%1 &lt;command&gt; --help&quot; describes a command.
</source>
        <translation>
Options&#xa0;:
  -h, --help     Affiche cette aide.
  -v, --version  Affiche la version.

« %1 &lt;commande&gt; --help » décrit une commande.
</translation>
    </message>
    <message>
        <source>%1: no command given
</source>
        <translation>%1&#xa0;: aucune commande donnée
</translation>
    </message>
    <message>
        <source>%1: unknown command &quot;%2&quot;
</source>
        <translation>%1&#xa0;: commande inconnue « %2 »
</translation>
    </message>
</context>
<context>
    <name>cw::cli::ValidateCommand</name>
    <message>
        <source>The course files to check.</source>
        <translation>Les fichiers de parcours à vérifier.</translation>
    </message>
    <message>
        <source>FILE…</source>
        <translation>FICHIER…</translation>
    </message>
    <message>
        <source>no course file given</source>
        <translation>aucun fichier de parcours donné</translation>
    </message>
    <message>
        <source>%1: ok</source>
        <translation>%1&#xa0;: ok</translation>
    </message>
    <message>
        <source>Check course files</source>
        <translation>Vérifier des fichiers de parcours</translation>
    </message>
    <message>
        <source>Checks course files: their JSON structure and the rules of their game, exactly as the editor and New Game check them.
Exit status: 0 when every course is valid (warnings allowed), 1 when any has an error, 2 on a usage error.</source>
        <translation>Vérifie des fichiers de parcours&#xa0;: leur structure JSON et les règles de leur jeu, exactement comme l’éditeur et Nouvelle partie les vérifient.
Code de sortie&#xa0;: 0 si tous les parcours sont valides (avertissements permis), 1 si l’un d’eux contient une erreur, 2 en cas d’erreur d’utilisation.</translation>
    </message>
    <message>
        <source>Also check that the course holds N players (as New Game does).</source>
        <translation>Vérifier aussi que le parcours accueille N joueurs (comme Nouvelle partie).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Check the print layout against this paper (a4 or letter) instead of the course&apos;s own.</source>
        <translation>Vérifier la mise en page d’impression avec ce papier (a4 ou letter) au lieu de celui du parcours.</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1&#xa0;: avertissement&#xa0;: %2</translation>
    </message>
    <message>
        <source>[--seats N] [--paper a4|letter [--landscape]] FILE…</source>
        <translation>[--seats N] [--paper a4|letter [--landscape]] FICHIER…</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsCardSheets</name>
    <message>
        <source>Line cards: table and cards</source>
        <translation>Cartes-lignes&#xa0;: table et cartes</translation>
    </message>
    <message>
        <source>Table (%1 × %1 squares)</source>
        <translation>Table (%1 × %1 cases)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Départ %1</translation>
    </message>
    <message>
        <source>Start · player %1</source>
        <translation>Départ · joueur %1</translation>
    </message>
    <message>
        <source>Energy · player %1</source>
        <translation>Énergie · joueur %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Line cards table</source>
        <translation>Table de Cartes-lignes</translation>
    </message>
    <message>
        <source>Line cards</source>
        <translation>Cartes-lignes</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsGame</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Player stuck (cannot lay a card)</source>
        <translation>Joueur bloqué (ne peut poser aucune carte)</translation>
    </message>
    <message>
        <source>Card laid</source>
        <translation>Carte posée</translation>
    </message>
    <message>
        <source>Hand redrawn</source>
        <translation>Main repiochée</translation>
    </message>
    <message>
        <source>Energy: Boost</source>
        <translation>Énergie&#xa0;: Turbo</translation>
    </message>
    <message>
        <source>Energy: Brake</source>
        <translation>Énergie&#xa0;: Frein</translation>
    </message>
    <message>
        <source>Energy: Turn around</source>
        <translation>Énergie&#xa0;: Demi-tour</translation>
    </message>
    <message>
        <source>Energy: Extra gas</source>
        <translation>Énergie&#xa0;: Plein d&apos;essence</translation>
    </message>
    <message>
        <source>Reveal tied (revealed again)</source>
        <translation>Révélation à égalité (révélée à nouveau)</translation>
    </message>
    <message>
        <source>Every pair tied (the second player starts)</source>
        <translation>Toutes les paires à égalité (le second joueur commence)</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsGameInfo</name>
    <message>
        <source>Grid size</source>
        <translation>Taille de la grille</translation>
    </message>
    <message>
        <source>Squares on each side of the table; the rulebook&apos;s is 7.</source>
        <translation>Cases de chaque côté de la table&#xa0;; la règle en prévoit 7.</translation>
    </message>
    <message>
        <source>5 × 5</source>
        <translation>5 × 5</translation>
    </message>
    <message>
        <source>6 × 6</source>
        <translation>6 × 6</translation>
    </message>
    <message>
        <source>7 × 7 (standard)</source>
        <translation>7 × 7 (standard)</translation>
    </message>
    <message>
        <source>8 × 8</source>
        <translation>8 × 8</translation>
    </message>
    <message>
        <source>9 × 9</source>
        <translation>9 × 9</translation>
    </message>
    <message>
        <source>10 × 10</source>
        <translation>10 × 10</translation>
    </message>
    <message>
        <source>11 × 11</source>
        <translation>11 × 11</translation>
    </message>
    <message>
        <source>Lines wrap at the edges</source>
        <translation>Les lignes traversent les bords</translation>
    </message>
    <message>
        <source>A line leaving one edge enters by the opposite one, as the rulebook plays; unchecked, the edges end lines.</source>
        <translation>Une ligne qui sort par un bord rentre par le bord opposé, comme le veut la règle&#xa0;; décoché, les bords arrêtent les lignes.</translation>
    </message>
    <message>
        <source>seats: Line cards is played by 2 players, not %1</source>
        <translation>seats&#xa0;: Cartes-lignes se joue à 2 joueurs, pas %1</translation>
    </message>
    <message>
        <source>Line cards</source>
        <translation>Cartes-lignes</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>The rulebook names no author.&lt;br&gt;&lt;i&gt;Coursewright plays its rules on cards and a board of its own.&lt;/i&gt;</source>
        <translation>La règle ne nomme aucun auteur.&lt;br&gt;&lt;i&gt;Coursewright joue ses règles sur des cartes et un plateau qui lui sont propres.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsKit</name>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Each player&apos;s cards have a back of the player&apos;s colour; the start and energy cards stay out of the deck.</source>
        <translation>Les cartes de chaque joueur ont un dos de sa couleur&#xa0;; les cartes de départ et d’énergie restent hors du paquet.</translation>
    </message>
    <message>
        <source>Start cards, one per player</source>
        <translation>Cartes de départ, une par joueur</translation>
    </message>
    <message>
        <source>Line cards: %1 per player</source>
        <translation>Cartes-lignes&#xa0;: %1 par joueur</translation>
    </message>
    <message>
        <source>Energy cards, one per player</source>
        <translation>Cartes d’énergie, une par joueur</translation>
    </message>
    <message>
        <source>energy markers</source>
        <translation>marqueurs d’énergie</translation>
    </message>
    <message>
        <source>Energy markers</source>
        <translation>Marqueurs d’énergie</translation>
    </message>
    <message>
        <source>A marker shows the energy points left on its player&apos;s energy card.</source>
        <translation>Un marqueur indique les points d’énergie qui restent sur la carte d’énergie de son joueur.</translation>
    </message>
    <message>
        <source>Energy markers, one per player</source>
        <translation>Marqueurs d’énergie, un par joueur</translation>
    </message>
    <message>
        <source>3 points each; from turn 3, at most one use a turn, before placing.</source>
        <translation>3 points chacune&#xa0;; à partir du tour 3, une utilisation par tour au plus, avant de poser.</translation>
    </message>
    <message>
        <source>Line cards at a glance</source>
        <translation>Cartes-lignes en bref</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Start cards on row 4, columns 3 and 5, exits up.</source>
        <translation>Cartes de départ sur la rangée 4, colonnes 3 et 5, sorties vers le haut.</translation>
    </message>
    <message>
        <source>Shuffle, draw 5; you may redraw your whole hand once.</source>
        <translation>Mélangez, piochez 5&#xa0;; vous pouvez repiocher toute votre main une fois.</translation>
    </message>
    <message>
        <source>Reveal the top cards: the lower priority starts (a tie: reveal again).</source>
        <translation>Révélez les cartes du dessus&#xa0;: la plus petite priorité commence (égalité&#xa0;: révélez encore).</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>At the start of each turn, draw up to 5 (an empty deck draws nothing).</source>
        <translation>Au début de chaque tour, piochez jusqu’à 5 (un paquet vide ne donne rien).</translation>
    </message>
    <message>
        <source>Turns 1 and 2: place 1 card; later turns: 2.</source>
        <translation>Tours 1 et 2&#xa0;: posez 1 carte&#xa0;; tours suivants&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Place a card on the empty square an open exit of your last card faces, its entry towards that exit. The table wraps at every edge.</source>
        <translation>Posez une carte sur la case vide que regarde une sortie ouverte de votre dernière carte, son entrée tournée vers cette sortie. La table se referme à chaque bord.</translation>
    </message>
    <message>
        <source>Who starts next</source>
        <translation>Qui commence ensuite</translation>
    </message>
    <message>
        <source>Compare the turn&apos;s cards in the order placed, first against first: the first lower priority starts. All tied: the player who went second.</source>
        <translation>Comparez les cartes du tour dans l’ordre de pose, la première contre la première&#xa0;: la première priorité plus petite commence. Tout à égalité&#xa0;: le joueur qui a joué en second.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Losing</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>A player who must place a card and cannot loses at once; the other wins.</source>
        <translation>Un joueur qui doit poser une carte et ne le peut pas perd aussitôt&#xa0;; l’autre gagne.</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsNarration</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 discards the opening hand, shuffles and draws 5 new cards.</source>
        <translation>%1 défausse sa main de départ, mélange et pioche 5 nouvelles cartes.</translation>
    </message>
    <message>
        <source>%1 keeps the opening hand.</source>
        <translation>%1 garde sa main de départ.</translation>
    </message>
    <message>
        <source>%1 uses energy: %2 (%3 left). %4</source>
        <translation>%1 utilise son énergie&#xa0;: %2 (reste %3). %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 pioche %n carte.</numerusform>
            <numerusform>%1 pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal: %1 shows %2, %3 shows %4.</source>
        <translation>Révélation&#xa0;: %1 montre %2, %3 montre %4.</translation>
    </message>
    <message>
        <source>Equal priorities: both reveal again.</source>
        <translation>Priorités égales&#xa0;: les deux joueurs révèlent à nouveau.</translation>
    </message>
    <message>
        <source>%1 revealed the lower priority and starts turn 1.</source>
        <translation>%1 a révélé la plus petite priorité et commence le tour 1.</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2 plays first.</source>
        <translation>Le tour %1 commence&#xa0;: %2 joue en premier.</translation>
    </message>
    <message>
        <source>%1 lays %2 on %3, heading %4.</source>
        <translation>%1 pose %2 en %3, vers %4.</translation>
    </message>
    <message>
        <source>Card %1 of the turn: %2&apos;s %3 against %4&apos;s %5; the lower priority starts the next turn.</source>
        <translation>Carte %1 du tour&#xa0;: %3 de %2 contre %5 de %4&#xa0;; la plus petite priorité commence le tour suivant.</translation>
    </message>
    <message>
        <source>Every pair of cards had equal priorities: the player who went second starts the next turn.</source>
        <translation>Toutes les paires de cartes avaient la même priorité&#xa0;: le joueur qui a joué en second commence le tour suivant.</translation>
    </message>
    <message>
        <source>%1 cannot lay a card and loses; %2 wins.</source>
        <translation>%1 ne peut pas poser de carte et perd&#xa0;; %2 gagne.</translation>
    </message>
    <message>
        <source>Keep the opening hand</source>
        <translation>Garder la main de départ</translation>
    </message>
    <message>
        <source>Discard the hand and draw 5 new cards</source>
        <translation>Défausser la main et piocher 5 nouvelles cartes</translation>
    </message>
    <message>
        <source>Unknown action %1</source>
        <translation>Action inconnue %1</translation>
    </message>
    <message>
        <source>Lay %1 on %2, heading %3</source>
        <translation>Poser %1 en %2, vers %3</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Tout droit</translation>
    </message>
    <message>
        <source>Left turn</source>
        <translation>Virage à gauche</translation>
    </message>
    <message>
        <source>Right turn</source>
        <translation>Virage à droite</translation>
    </message>
    <message>
        <source>Fork (left and right)</source>
        <translation>Fourche (gauche et droite)</translation>
    </message>
    <message>
        <source>Fork (straight and left)</source>
        <translation>Fourche (tout droit et gauche)</translation>
    </message>
    <message>
        <source>Fork (straight and right)</source>
        <translation>Fourche (tout droit et droite)</translation>
    </message>
    <message>
        <source>Three-way</source>
        <translation>Trois voies</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>up</source>
        <translation>le haut</translation>
    </message>
    <message>
        <source>right</source>
        <translation>la droite</translation>
    </message>
    <message>
        <source>down</source>
        <translation>le bas</translation>
    </message>
    <message>
        <source>left</source>
        <translation>la gauche</translation>
    </message>
    <message>
        <source>No energy</source>
        <translation>Pas d&apos;énergie</translation>
    </message>
    <message>
        <source>Boost</source>
        <translation>Turbo</translation>
    </message>
    <message>
        <source>Brake</source>
        <translation>Frein</translation>
    </message>
    <message>
        <source>Turn around</source>
        <translation>Demi-tour</translation>
    </message>
    <message>
        <source>Extra gas</source>
        <translation>Plein d&apos;essence</translation>
    </message>
    <message>
        <source>Lay this turn&apos;s cards without using energy.</source>
        <translation>Poser les cartes de ce tour sans utiliser d&apos;énergie.</translation>
    </message>
    <message>
        <source>Lay 3 cards this turn instead of 2.</source>
        <translation>Poser 3 cartes ce tour-ci au lieu de 2.</translation>
    </message>
    <message>
        <source>Lay 1 card this turn instead of 2.</source>
        <translation>Poser 1 carte ce tour-ci au lieu de 2.</translation>
    </message>
    <message>
        <source>The first card of this turn may continue from an open exit of any of your cards, not only the last one.</source>
        <translation>La première carte de ce tour peut prolonger une sortie ouverte de n&apos;importe laquelle de vos cartes, pas seulement la dernière.</translation>
    </message>
    <message>
        <source>Draw one card now.</source>
        <translation>Piocher une carte tout de suite.</translation>
    </message>
    <message>
        <source>%1 lays %2 on %3, its exits facing %4 and %5.</source>
        <translation>%1 pose %2 en %3, ses sorties vers %4 et %5.</translation>
    </message>
    <message>
        <source>%1 lays %2 on %3, its exits facing %4, %5 and %6.</source>
        <translation>%1 pose %2 en %3, ses sorties vers %4, %5 et %6.</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsPieceTexts</name>
    <message>
        <source>start card</source>
        <translation>carte de départ</translation>
    </message>
    <message>
        <source>%1: %2&apos;s %3, exits %4</source>
        <translation>%1&#xa0;: %3 de %2, sorties %4</translation>
    </message>
    <message>
        <source>, open %1</source>
        <translation>, ouvertes %1</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsPlayerTable</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Name and colour of the line</source>
        <translation>Nom et couleur de la ligne</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Energy points left (3 at the start; one per use, from turn 3)</source>
        <translation>Points d&apos;énergie restants (3 au départ&#xa0;; un par utilisation, à partir du tour 3)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Cards left in the deck (it is never reshuffled)</source>
        <translation>Cartes restant dans la pioche (elle n&apos;est jamais remélangée)</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Priorities of the cards laid this turn, in order</source>
        <translation>Priorités des cartes posées ce tour-ci, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Place finale</translation>
    </message>
    <message>
        <source>En.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Én.</translation>
    </message>
    <message>
        <source>Deck</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pio.</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Pl.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pl.</translation>
    </message>
</context>
<context>
    <name>cw::linecards::LineCardsPositionText</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 on a %2 × %2 grid whose lines wrap at the edges.</source>
        <translation>%1 sur une grille de %2 × %2 dont les lignes traversent les bords.</translation>
    </message>
    <message>
        <source>%1 on a %2 × %2 grid whose edges end lines.</source>
        <translation>%1 sur une grille de %2 × %2 dont les bords arrêtent les lignes.</translation>
    </message>
    <message>
        <source>Game over after turn %1.</source>
        <translation>Partie terminée après le tour %1.</translation>
    </message>
    <message>
        <source>Turn %1, %2 to decide (%3).</source>
        <translation>Tour %1, à %2 de décider (%3).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCanvas</name>
    <message>
        <source>Space %1</source>
        <translation>Case %1</translation>
    </message>
    <message>
        <source>Discovery place: %1</source>
        <translation>Lieu de découverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>Waterfall of the Left arm</source>
        <translation>Cascade du bras gauche</translation>
    </message>
    <message>
        <source>Waterfall of the Right arm</source>
        <translation>Cascade du bras droit</translation>
    </message>
    <message>
        <source>The %1 place cannot go further that way</source>
        <translation>Le lieu %1 ne peut pas aller plus loin de ce côté</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCardSheets</name>
    <message>
        <source>Niagara paddle cards</source>
        <translation>Cartes pagaie de Niagara</translation>
    </message>
    <message>
        <source>%1 canoes</source>
        <translation>Canoës %1</translation>
    </message>
    <message>
        <source>Move the cloud one step up or down the weather track. No paddling this round.</source>
        <translation>Déplacez le nuage d’une case vers le haut ou le bas de la piste météo. Pas de pagaie ce tour-ci.</translation>
    </message>
    <message>
        <source>1 paddle point for each canoe that moves: too few to load or unload.</source>
        <translation>1 point de pagaie pour chaque canoë qui se déplace&#xa0;: trop peu pour charger ou décharger.</translation>
    </message>
    <message>
        <source>%1 paddle points for each canoe that moves.</source>
        <translation>%1 points de pagaie pour chaque canoë qui se déplace.</translation>
    </message>
    <message>
        <source>Niagara</source>
        <translation>Niagara</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCourse</name>
    <message>
        <source>Niagara River</source>
        <translation>Rivière Niagara</translation>
    </message>
    <message>
        <source>is not a gem colour (violet, clear, yellow, blue, red)</source>
        <translation>n&apos;est pas une couleur de gemme (violet, clear, yellow, blue, red)</translation>
    </message>
    <message>
        <source>must be a space such as &quot;3&quot; or &quot;L6&quot;</source>
        <translation>doit être une case comme « 3 » ou « L6 »</translation>
    </message>
    <message>
        <source>an arm needs at least one space between the fork and its waterfall</source>
        <translation>un bras doit compter au moins une case entre la fourche et sa chute</translation>
    </message>
    <message>
        <source>1–%1, %2, %3</source>
        <translation>1–%1, %2, %3</translation>
    </message>
    <message>
        <source>the %1 discovery place touches no space, so its gems can never be loaded: every colour must be reachable</source>
        <translation>le lieu de découverte %1 ne touche aucune case&#xa0;: ses gemmes ne pourraient jamais être chargées&#xa0;; chaque couleur doit être accessible</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a space of this river (%2)</source>
        <translation>« %1 » n&apos;est pas une case de cette rivière (%2)</translation>
    </message>
    <message>
        <source>space %1 is listed twice</source>
        <translation>la case %1 est citée deux fois</translation>
    </message>
    <message>
        <source>space %1 is already beside the %2 discovery place</source>
        <translation>la case %1 est déjà à côté du lieu de découverte %2</translation>
    </message>
    <message>
        <source>the weather track must run from 0 or below to 0 or above, over at least two steps (the cloud starts on 0 and must always be able to move), found %1 to %2</source>
        <translation>la piste météo doit aller de 0 ou moins à 0 ou plus, sur au moins deux pas (le nuage part de 0 et doit toujours pouvoir bouger)&#xa0;; trouvé %1 à %2</translation>
    </message>
    <message>
        <source>with %1 gems of each colour nobody can win with four of one colour</source>
        <translation>avec %1 gemmes par couleur, personne ne peut gagner avec quatre d&apos;une même couleur</translation>
    </message>
    <message>
        <source>Niagara takes 2 to %1 players, not %2</source>
        <translation>Niagara se joue de 2 à %1 joueurs, pas %2</translation>
    </message>
    <message>
        <source>L%1</source>
        <comment>a space of the river&apos;s left arm</comment>
        <translation>G%1</translation>
    </message>
    <message>
        <source>R%1</source>
        <comment>a space of the river&apos;s right arm</comment>
        <translation>D%1</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCourseDocument</name>
    <message>
        <source>Discovery place: %1</source>
        <translation>Lieu de découverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, case %2</translation>
    </message>
    <message>
        <source>River name</source>
        <translation>Nom de la rivière</translation>
    </message>
    <message>
        <source>Main channel</source>
        <translation>Chenal principal</translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>Bras gauche</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>Bras droit</translation>
    </message>
    <message>
        <source>Gems per colour</source>
        <translation>Gemmes par couleur</translation>
    </message>
    <message>
        <source>Weather track</source>
        <translation>Piste météo</translation>
    </message>
    <message>
        <source>Weather track: lowest step</source>
        <translation>Piste météo&#xa0;: case la plus basse</translation>
    </message>
    <message>
        <source>Weather track: highest step</source>
        <translation>Piste météo&#xa0;: case la plus haute</translation>
    </message>
    <message>
        <source>Print: paper</source>
        <translation>Impression&#xa0;: papier</translation>
    </message>
    <message>
        <source>Print: orientation</source>
        <translation>Impression&#xa0;: orientation</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCourseKind</name>
    <message>
        <source>Niagara river</source>
        <translation>Rivière de Niagara</translation>
    </message>
    <message>
        <source>New river</source>
        <translation>Nouvelle rivière</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s), arms of %1 and %2, %3 gems a colour</source>
        <translation>
            <numerusform>%n case, bras de %1 et %2, %3 gemmes par couleur</numerusform>
            <numerusform>%n cases, bras de %1 et %2, %3 gemmes par couleur</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCoursePainter</name>
    <message>
        <source>Beach</source>
        <translation>Plage</translation>
    </message>
    <message>
        <source>Niagara river</source>
        <translation>Rivière de Niagara</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Chute</translation>
    </message>
    <message>
        <source>Rope</source>
        <translation>Corde</translation>
    </message>
    <message>
        <source>%1 gems</source>
        <translation>%1 gemmes</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraCourseVariations</name>
    <message>
        <source>The %1 place beside %2 instead of %3</source>
        <translation>Le lieu %1 à côté de %2 au lieu de %3</translation>
    </message>
    <message>
        <source>The %1 and %2 places swapped</source>
        <translation>Les lieux %1 et %2 échangés</translation>
    </message>
    <message>
        <source>%1 gems of each colour instead of %2</source>
        <translation>%1 gemmes de chaque couleur au lieu de %2</translation>
    </message>
    <message numerus="yes">
        <source>The left arm %n space(s) long instead of %1</source>
        <translation>
            <numerusform>Le bras gauche long de %n case au lieu de %1</numerusform>
            <numerusform>Le bras gauche long de %n cases au lieu de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The right arm %n space(s) long instead of %1</source>
        <translation>
            <numerusform>Le bras droit long de %n case au lieu de %1</numerusform>
            <numerusform>Le bras droit long de %n cases au lieu de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A discovery place moves beside the next space up or down the river, two colours swap places, every colour gets one gem more or fewer, or an arm one space more or fewer. Every canoe starts on the beach: no start is varied.</source>
        <translation>Un lieu de découverte passe à côté de la case suivante en amont ou en aval, deux couleurs échangent leurs lieux, chaque couleur a une gemme de plus ou de moins, ou un bras une case de plus ou de moins. Tous les canoës partent de la plage&#xa0;: aucun départ ne change.</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraGame</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Canoe lost over a waterfall</source>
        <translation>Canoë perdu dans une chute</translation>
    </message>
    <message>
        <source>Gem back to its place from a waterfall</source>
        <translation>Gemme rendue à son lieu après une chute</translation>
    </message>
    <message>
        <source>Gem taken from a place</source>
        <translation>Gemme prise à un lieu</translation>
    </message>
    <message>
        <source>Gem stolen</source>
        <translation>Gemme volée</translation>
    </message>
    <message>
        <source>Gem brought ashore</source>
        <translation>Gemme ramenée à terre</translation>
    </message>
    <message>
        <source>River moved (amount: spaces)</source>
        <translation>Rivière avancée (quantité&#xa0;: cases)</translation>
    </message>
    <message>
        <source>Weather changed</source>
        <translation>Météo changée</translation>
    </message>
    <message>
        <source>Canoe bought back</source>
        <translation>Canoë racheté</translation>
    </message>
    <message>
        <source>Free canoe</source>
        <translation>Canoë offert</translation>
    </message>
    <message>
        <source>%1 place</source>
        <translation>lieu %1</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraGameInfo</name>
    <message>
        <source>seats: Niagara needs %1 to %2 players, not %3</source>
        <translation>seats: Niagara se joue de %1 à %2 joueurs, pas %3</translation>
    </message>
    <message>
        <source>Niagara</source>
        <translation>Niagara</translation>
    </message>
    <message>
        <source>&amp;Canoeists:</source>
        <translation>&amp;Canoéistes&#xa0;:</translation>
    </message>
    <message>
        <source>Canoeist %1</source>
        <translation>Canoéiste %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>The Niagara rulebook names no author.</source>
        <translation>Le livret de règles de Niagara ne nomme aucun auteur.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraKindEditor</name>
    <message>
        <source>Nothing to add</source>
        <translation>Rien à ajouter</translation>
    </message>
    <message>
        <source>A Niagara river is edited in the Properties panel: its channel and arms, the discovery place beside each space, the gems and the weather track.</source>
        <translation>Une rivière de Niagara se modifie dans le panneau Propriétés&#xa0;: son chenal et ses bras, le lieu de découverte à côté de chaque case, les gemmes et la piste météo.</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraKit</name>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Life preserver</source>
        <translation>Bouée</translation>
    </message>
    <message>
        <source>Your paddle card, face down</source>
        <translation>Votre carte pagaie, face cachée</translation>
    </message>
    <message>
        <source>Play area: landed gems</source>
        <translation>Réserve&#xa0;: gemmes ramenées</translation>
    </message>
    <message>
        <source>Win with 5 colours, 4 of one colour or 7 gems.</source>
        <translation>Gagnez avec 5 couleurs, 4 d’une couleur ou 7 gemmes.</translation>
    </message>
    <message>
        <source>Paddle cards</source>
        <translation>Cartes pagaie</translation>
    </message>
    <message>
        <source>Each seat&apos;s cards have a back of its colour.</source>
        <translation>Les cartes de chaque place ont un dos de sa couleur.</translation>
    </message>
    <message>
        <source>Paddle cards: 1 to 6 and the cloud, per seat</source>
        <translation>Cartes pagaie&#xa0;: 1 à 6 et le nuage, par place</translation>
    </message>
    <message>
        <source>river discs</source>
        <translation>disques de rivière</translation>
    </message>
    <message>
        <source>canoes</source>
        <translation>canoës</translation>
    </message>
    <message>
        <source>gems</source>
        <translation>gemmes</translation>
    </message>
    <message>
        <source>markers</source>
        <translation>marqueurs</translation>
    </message>
    <message>
        <source>River pieces</source>
        <translation>Pièces de la rivière</translation>
    </message>
    <message>
        <source>The fork marker shows Left on one side, Right on the other; it starts on Left.</source>
        <translation>Le marqueur de fourche montre Gauche d’un côté et Droite de l’autre&#xa0;; il commence sur Gauche.</translation>
    </message>
    <message>
        <source>River discs: one per space and 3 spare</source>
        <translation>Disques de rivière&#xa0;: un par case et 3 de rechange</translation>
    </message>
    <message>
        <source>Canoes: 2 per seat</source>
        <translation>Canoës&#xa0;: 2 par place</translation>
    </message>
    <message>
        <source>Gems: the river&apos;s %1 of each colour and 1 spare</source>
        <translation>Gemmes&#xa0;: les %1 de chaque couleur de la rivière et 1 de rechange</translation>
    </message>
    <message>
        <source>Cloud for the weather track</source>
        <translation>Nuage de la piste météo</translation>
    </message>
    <message>
        <source>Life preserver (the starting player)</source>
        <translation>Bouée (le premier joueur)</translation>
    </message>
    <message>
        <source>Fork marker</source>
        <translation>Marqueur de fourche</translation>
    </message>
    <message>
        <source>seat mats</source>
        <translation>plateaux de joueur</translation>
    </message>
    <message>
        <source>Seat mats</source>
        <translation>Plateaux de joueur</translation>
    </message>
    <message>
        <source>Each player&apos;s spaces beside the board.</source>
        <translation>Les cases de chaque joueur à côté du plateau.</translation>
    </message>
    <message>
        <source>Seat mats, one per seat</source>
        <translation>Plateaux de joueur, un par place</translation>
    </message>
    <message>
        <source>Niagara at a glance</source>
        <translation>Niagara en bref</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <source>I. Everyone chooses a paddle card in secret, face down.</source>
        <translation>I. Chacun choisit une carte pagaie en secret, face cachée.</translation>
    </message>
    <message>
        <source>II. From the life preserver, clockwise: reveal and act.</source>
        <translation>II. À partir de la bouée, dans le sens horaire&#xa0;: révélez et agissez.</translation>
    </message>
    <message>
        <source>III. The river moves: the lowest number played plus the weather.</source>
        <translation>III. La rivière avance&#xa0;: le plus petit nombre joué plus la météo.</translation>
    </message>
    <message>
        <source>IV. The life preserver passes to the left.</source>
        <translation>IV. La bouée passe à gauche.</translation>
    </message>
    <message>
        <source>A number card</source>
        <translation>Une carte nombre</translation>
    </message>
    <message>
        <source>Both canoes on land: launch one. One in the water: it moves; the other may launch. Both in the water: both move, each the full number.</source>
        <translation>Deux canoës à terre&#xa0;: mettez-en un à l’eau. Un sur l’eau&#xa0;: il se déplace&#xa0;; l’autre peut partir. Deux sur l’eau&#xa0;: les deux se déplacent, chacun du nombre entier.</translation>
    </message>
    <message>
        <source>One direction per canoe; every point used, except when landing.</source>
        <translation>Une direction par canoë&#xa0;; chaque point est utilisé, sauf pour accoster.</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Gemmes</translation>
    </message>
    <message>
        <source>Load or unload beside a discovery place: 2 points, before or after moving, not both; one gem per canoe; not with a 1.</source>
        <translation>Charger ou décharger à côté d’un lieu de découverte&#xa0;: 2 points, avant ou après le déplacement, pas les deux&#xa0;; une gemme par canoë&#xa0;; pas avec un 1.</translation>
    </message>
    <message>
        <source>Never unload a gem at its own colour&apos;s place.</source>
        <translation>Ne déchargez jamais une gemme au lieu de sa propre couleur.</translation>
    </message>
    <message>
        <source>Steal: an empty canoe that moved upstream onto an opponent&apos;s loaded canoe takes its gem, for free.</source>
        <translation>Vol&#xa0;: un canoë vide qui a remonté jusqu’au canoë chargé d’un adversaire prend sa gemme, gratuitement.</translation>
    </message>
    <message>
        <source>Land: paddle upstream past the rope; the gem goes to your play area.</source>
        <translation>Accoster&#xa0;: pagayez vers l’amont au-delà de la corde&#xa0;; la gemme va dans votre réserve.</translation>
    </message>
    <message>
        <source>The cloud card</source>
        <translation>La carte nuage</translation>
    </message>
    <message>
        <source>Move the cloud one step up or down the weather track; no paddling this turn.</source>
        <translation>Déplacez le nuage d’un cran vers le haut ou le bas de la piste météo&#xa0;; pas de pagaie ce tour-ci.</translation>
    </message>
    <message>
        <source>The river</source>
        <translation>La rivière</translation>
    </message>
    <message>
        <source>For each point: a new disc enters at the rope and pushes the others downstream.</source>
        <translation>Pour chaque point&#xa0;: un nouveau disque entre à la corde et pousse les autres vers l’aval.</translation>
    </message>
    <message>
        <source>Below the fork, discs go into the arm the fork marker shows, which then turns over.</source>
        <translation>Sous la fourche, les disques vont dans le bras que montre le marqueur de fourche, qui est ensuite retourné.</translation>
    </message>
    <message>
        <source>A disc pushed over a waterfall takes its canoes with it: their gems go back to their places.</source>
        <translation>Un disque poussé dans une chute emporte ses canoës&#xa0;: leurs gemmes retournent à leurs lieux.</translation>
    </message>
    <message>
        <source>Lost canoes</source>
        <translation>Canoës perdus</translation>
    </message>
    <message>
        <source>On your turn, buy one back by returning a gem from your play area.</source>
        <translation>À votre tour, rachetez-en un en rendant une gemme de votre réserve.</translation>
    </message>
    <message>
        <source>No canoe and no gem: one comes back for free.</source>
        <translation>Ni canoë ni gemme&#xa0;: un canoë revient gratuitement.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Checked after phase II: 5 different colours, 4 of one colour or 7 gems in your play area. Several players may win together.</source>
        <translation>Vérifiée après la phase II&#xa0;: 5 couleurs différentes, 4 d’une couleur ou 7 gemmes dans votre réserve. Plusieurs joueurs peuvent gagner ensemble.</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraNarration</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>nuage</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violette</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>diamant</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleue</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>the beach</source>
        <translation>la plage</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>la case %1</translation>
    </message>
    <message>
        <source>Round %1: the paddle cards are revealed.</source>
        <translation>Manche %1&#xa0;: les cartes pagaie sont révélées.</translation>
    </message>
    <message>
        <source>%1: the cloud moves to %2.</source>
        <translation>%1&#xa0;: le nuage passe à %2.</translation>
    </message>
    <message>
        <source>%1: with no canoe and no gem, gets a canoe back for free.</source>
        <translation>%1&#xa0;: sans canoë ni gemme, récupère un canoë gratuitement.</translation>
    </message>
    <message>
        <source>%1: buys back a lost canoe with a %2 gem.</source>
        <translation>%1&#xa0;: rachète un canoë perdu avec une gemme %2.</translation>
    </message>
    <message>
        <source>%1: canoe %2 loads a %3 gem.</source>
        <translation>%1&#xa0;: le canoë %2 charge une gemme %3.</translation>
    </message>
    <message>
        <source>%1: canoe %2 unloads a %3 gem.</source>
        <translation>%1&#xa0;: le canoë %2 décharge une gemme %3.</translation>
    </message>
    <message>
        <source>%1: canoe %2 paddles from %3 to %4.</source>
        <translation>%1&#xa0;: le canoë %2 pagaie de %3 à %4.</translation>
    </message>
    <message>
        <source>%1: canoe %2 lands.</source>
        <translation>%1&#xa0;: le canoë %2 accoste.</translation>
    </message>
    <message>
        <source>%1: canoe %2 lands a %3 gem.</source>
        <translation>%1&#xa0;: le canoë %2 accoste avec une gemme %3.</translation>
    </message>
    <message>
        <source>%1: canoe %2 steals a %3 gem from %4.</source>
        <translation>%1&#xa0;: le canoë %2 vole une gemme %3 à %4.</translation>
    </message>
    <message numerus="yes">
        <source>The river moves %n space(s).</source>
        <translation>
            <numerusform>La rivière avance de %n case.</numerusform>
            <numerusform>La rivière avance de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: canoe %2 goes over a waterfall.</source>
        <translation>%1&#xa0;: le canoë %2 passe par-dessus une chute.</translation>
    </message>
    <message>
        <source>%1: canoe %2 goes over a waterfall; its %3 gem returns to its place.</source>
        <translation>%1&#xa0;: le canoë %2 passe par-dessus une chute&#xa0;; sa gemme %3 retourne à son lieu.</translation>
    </message>
    <message>
        <source>%1 takes the life preserver.</source>
        <translation>%1 prend la bouée.</translation>
    </message>
    <message>
        <source>All seven cards are played: everyone takes their cards back.</source>
        <translation>Les sept cartes sont jouées&#xa0;: chacun reprend ses cartes.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Play the %1 card</source>
        <translation>Jouer la carte %1</translation>
    </message>
    <message>
        <source>Move the cloud up</source>
        <translation>Monter le nuage</translation>
    </message>
    <message>
        <source>Move the cloud down</source>
        <translation>Descendre le nuage</translation>
    </message>
    <message>
        <source>Move canoe %1</source>
        <translation>Déplacer le canoë %1</translation>
    </message>
    <message>
        <source>Buy back a canoe with a %1 gem</source>
        <translation>Racheter un canoë avec une gemme %1</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Move without loading first</source>
        <translation>Avancer sans charger d&apos;abord</translation>
    </message>
    <message>
        <source>Load a %1 gem</source>
        <translation>Charger une gemme %1</translation>
    </message>
    <message>
        <source>Unload the gem</source>
        <translation>Décharger la gemme</translation>
    </message>
    <message>
        <source>Unload, then load a %1 gem</source>
        <translation>Décharger, puis charger une gemme %1</translation>
    </message>
    <message>
        <source>Paddle upstream</source>
        <translation>Pagayer vers l&apos;amont</translation>
    </message>
    <message>
        <source>Paddle downstream</source>
        <translation>Pagayer vers l&apos;aval</translation>
    </message>
    <message>
        <source>Land on the beach</source>
        <translation>Accoster sur la plage</translation>
    </message>
    <message>
        <source>Paddle to space %1</source>
        <translation>Pagayer jusqu&apos;à la case %1</translation>
    </message>
    <message>
        <source>Steal nothing</source>
        <translation>Ne rien voler</translation>
    </message>
    <message>
        <source>Steal the %1 gem of player %2</source>
        <translation>Voler la gemme %1 du joueur %2</translation>
    </message>
    <message>
        <source>Unknown action %1</source>
        <translation>Action inconnue %1</translation>
    </message>
    <message>
        <source>Choose a card face down</source>
        <translation>Choisir une carte face cachée</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPieceMoves</name>
    <message>
        <source>The %1 place cannot go there: space %2 would leave the river</source>
        <translation>Le lieu %1 ne peut pas aller là&#xa0;: la case %2 sortirait de la rivière</translation>
    </message>
    <message>
        <source>The %1 place stays where it is</source>
        <translation>Le lieu %1 reste où il est</translation>
    </message>
    <message>
        <source>The %1 place cannot go beside space %2: the %3 place is there</source>
        <translation>Le lieu %1 ne peut pas aller à côté de la case %2&#xa0;: le lieu %3 y est</translation>
    </message>
    <message>
        <source>Move the %1 place beside space %2</source>
        <translation>Mettre le lieu %1 à côté de la case %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>bras gauche</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>bras droit</translation>
    </message>
    <message numerus="yes">
        <source>The %1 stays at %n space(s)</source>
        <translation>
            <numerusform>Le %1 garde %n case</numerusform>
            <numerusform>Le %1 garde %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 cannot be shorter than one space</source>
        <translation>Le %1 ne peut pas avoir moins d&apos;une case</translation>
    </message>
    <message numerus="yes">
        <source>The %1 cannot be longer than %n space(s)</source>
        <translation>
            <numerusform>Le %1 ne peut pas avoir plus de %n case</numerusform>
            <numerusform>Le %1 ne peut pas avoir plus de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make the %1 %n space(s) long</source>
        <translation>
            <numerusform>Donner %n case au %1</numerusform>
            <numerusform>Donner %n cases au %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPieceTexts</name>
    <message>
        <source>%1&apos;s canoe %2, empty</source>
        <translation>Canoë %2 de %1, vide</translation>
    </message>
    <message>
        <source>%1&apos;s canoe %2, carrying a %3 gem</source>
        <translation>Canoë %2 de %1, avec une gemme %3</translation>
    </message>
    <message>
        <source>%1: on the beach</source>
        <translation>%1&#xa0;: sur la plage</translation>
    </message>
    <message>
        <source>%1: on space %2</source>
        <translation>%1&#xa0;: sur la case %2</translation>
    </message>
    <message>
        <source>%1: lost over the falls</source>
        <translation>%1&#xa0;: perdu dans les chutes</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s gems on land: %2</source>
        <translation>Gemmes de %1 à terre&#xa0;: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Case %1</translation>
    </message>
    <message>
        <source>, beside the %1 place</source>
        <translation>, à côté du lieu %1</translation>
    </message>
    <message>
        <source>: no canoe</source>
        <translation>&#xa0;: aucun canoë</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPlayerTable</name>
    <message>
        <source>beach</source>
        <translation>plage</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>Canoeist</source>
        <translation>Canoéiste</translation>
    </message>
    <message>
        <source>Name and colour of the player</source>
        <translation>Nom et couleur du joueur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Paddle cards not yet played this cycle</source>
        <translation>Cartes pagaie pas encore jouées dans ce cycle</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>The card played this round, once revealed</source>
        <translation>La carte jouée cette manche, une fois révélée</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisie</translation>
    </message>
    <message>
        <source>Canoes</source>
        <translation>Canoës</translation>
    </message>
    <message>
        <source>Where the two canoes are, with the gem each carries</source>
        <translation>Où sont les deux canoës, avec la gemme de chacun</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Gemmes</translation>
    </message>
    <message>
        <source>Gems landed in the play area (7 of any, 4 of one colour or 5 colours win)</source>
        <translation>Gemmes accostées dans la zone de jeu (7 quelconques, 4 d&apos;une couleur ou 5 couleurs gagnent)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Place finale</translation>
    </message>
    <message>
        <source>Crd.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Cart.</translation>
    </message>
    <message>
        <source>Pld.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>Can.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Can.</translation>
    </message>
    <message>
        <source>Gems</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Gem.</translation>
    </message>
    <message>
        <source>Pl.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pl.</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPositionText</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Niagara on &quot;%1&quot;, seed %2
</source>
        <translation>Niagara sur « %1 », graine %2
</translation>
    </message>
    <message>
        <source>The game is over.
</source>
        <translation>La partie est terminée.
</translation>
    </message>
    <message>
        <source>Round %1, %2 to decide (%3).
</source>
        <translation>Manche %1, %2 doit décider (%3).
</translation>
    </message>
    <message>
        <source>Weather %1, the fork sends the next disc %2, %3 holds the life preserver.
</source>
        <translation>Météo %1, la fourche envoie le prochain disque à %2, %3 tient la bouée.
</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>%1 place %2</source>
        <translation>lieu %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Canoes</source>
        <translation>Canoës</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Gemmes</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPrintPieces</name>
    <message>
        <source>Niagara river</source>
        <translation>Rivière de Niagara</translation>
    </message>
    <message>
        <source>River board (%1 spaces)</source>
        <translation>Plateau de la rivière (%1 cases)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraPropertiesPanel</name>
    <message>
        <source>— none —</source>
        <translation>— aucun —</translation>
    </message>
    <message>
        <source>Space %1:</source>
        <translation>Case %1&#xa0;:</translation>
    </message>
    <message>
        <source>Untitled river</source>
        <translation>Rivière sans titre</translation>
    </message>
    <message>
        <source>The river prints at %1 × %2 mm (spaces of %3 mm); the paper prints %4 × %5 mm.</source>
        <translation>La rivière s’imprime sur %1 × %2 mm (cases de %3 mm)&#xa0;; le papier imprime %4 × %5 mm.</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Main channel:</source>
        <translation>Chenal principal&#xa0;:</translation>
    </message>
    <message>
        <source>Left arm:</source>
        <translation>Bras gauche&#xa0;:</translation>
    </message>
    <message>
        <source>Right arm:</source>
        <translation>Bras droit&#xa0;:</translation>
    </message>
    <message>
        <source>Gems per colour:</source>
        <translation>Gemmes par couleur&#xa0;:</translation>
    </message>
    <message>
        <source>Weather from:</source>
        <translation>Météo de&#xa0;:</translation>
    </message>
    <message>
        <source>Weather to:</source>
        <translation>Météo à&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source> space(s)</source>
        <comment>after a number of river spaces</comment>
        <translation>
            <numerusform> case</numerusform>
            <numerusform> cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Spaces from the rope down to the fork (the standard river has 5).</source>
        <translation>Cases de la corde jusqu’à la fourche (la rivière standard en a 5).</translation>
    </message>
    <message>
        <source>Spaces of the Left arm between the fork and its waterfall.</source>
        <translation>Cases du bras gauche entre la fourche et sa chute.</translation>
    </message>
    <message>
        <source>Spaces of the Right arm between the fork and its waterfall.</source>
        <translation>Cases du bras droit entre la fourche et sa chute.</translation>
    </message>
    <message>
        <source>Gems each discovery place holds at setup (7 on the standard river).</source>
        <translation>Gemmes de chaque lieu de découverte à la mise en place (7 sur la rivière standard).</translation>
    </message>
    <message>
        <source>The weather track&apos;s lowest step; the cloud starts on 0.</source>
        <translation>La case la plus basse de la piste météo&#xa0;; le nuage commence sur 0.</translation>
    </message>
    <message>
        <source>The weather track&apos;s highest step.</source>
        <translation>La case la plus haute de la piste météo.</translation>
    </message>
    <message>
        <source>Discovery places</source>
        <translation>Lieux de découverte</translation>
    </message>
    <message>
        <source>The discovery place each space touches: canoes on that space load and unload there.</source>
        <translation>Le lieu de découverte que touche chaque case&#xa0;: les canoës sur cette case y chargent et déchargent.</translation>
    </message>
    <message>
        <source>Print layout</source>
        <translation>Mise en page</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraSetRiverShape</name>
    <message>
        <source>Set River to %1 + %2 / %3 Spaces</source>
        <translation>Rivière de %1 + %2 / %3 cases</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraSetWeatherRange</name>
    <message>
        <source>Set Weather Track to %1…%2</source>
        <translation>Piste météo de %1 à %2</translation>
    </message>
</context>
<context>
    <name>cw::niagara::NiagaraValueChanges</name>
    <message>
        <source>Rename River</source>
        <translation>Renommer la rivière</translation>
    </message>
    <message>
        <source>Set Gems per Colour to %1</source>
        <translation>Fixer les gemmes par couleur à %1</translation>
    </message>
    <message>
        <source>Put Space %1 Beside the %2 Place</source>
        <translation>Placer la case %1 à côté du lieu %2</translation>
    </message>
    <message>
        <source>Take Space %1 from Its Place</source>
        <translation>Retirer la case %1 de son lieu</translation>
    </message>
    <message>
        <source>Move the %1 Place Beside %2</source>
        <translation>Mettre le lieu %1 à côté de %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
</context>
<context>
    <name>cw::print::CoursePrinter</name>
    <message>
        <source>choose A4 or Letter paper: the course is laid out for those</source>
        <translation>choisissez du papier A4 ou Lettre US&#xa0;: le parcours est mis en page pour ces formats</translation>
    </message>
    <message>
        <source>the printer could not start</source>
        <translation>l’imprimante n’a pas pu démarrer</translation>
    </message>
    <message>
        <source>printing failed</source>
        <translation>échec de l’impression</translation>
    </message>
</context>
<context>
    <name>cw::print::CoursePrinting</name>
    <message>
        <source>&quot;%1&quot; courses cannot be printed yet</source>
        <translation>les parcours « %1 » ne peuvent pas encore être imprimés</translation>
    </message>
</context>
<context>
    <name>cw::print::ExportTarget</name>
    <message>
        <source>is the course being exported: refusing to write over it</source>
        <translation>est le parcours exporté&#xa0;: refus de l’écraser</translation>
    </message>
    <message>
        <source>not a file Coursewright exported: refusing to replace it</source>
        <translation>n’est pas un fichier exporté par Coursewright&#xa0;: refus de le remplacer</translation>
    </message>
</context>
<context>
    <name>cw::print::GameKits</name>
    <message>
        <source>%1 has no print-and-play kit</source>
        <translation>%1 n’a pas de kit à imprimer</translation>
    </message>
    <message>
        <source>no game is called &quot;%1&quot;</source>
        <translation>aucun jeu ne s’appelle « %1 »</translation>
    </message>
    <message>
        <source>%1 is played without a course file</source>
        <translation>%1 se joue sans fichier de parcours</translation>
    </message>
    <message>
        <source>&quot;%1&quot; courses are not played in %2 (it plays &quot;%3&quot; courses)</source>
        <translation>les parcours « %1 » ne se jouent pas à %2 (il se joue sur des parcours « %3 »)</translation>
    </message>
</context>
<context>
    <name>cw::print::KitDocument</name>
    <message>
        <source>%1 · player aid</source>
        <translation>%1 · aide de jeu</translation>
    </message>
    <message>
        <source>A4 paper</source>
        <translation>papier A4</translation>
    </message>
    <message>
        <source>Letter paper</source>
        <translation>papier Lettre US</translation>
    </message>
    <message>
        <source>%1 · %2 pages</source>
        <translation>%1 · %2 pages</translation>
    </message>
    <message>
        <source>Course: %1 · %2 · %3 pages</source>
        <translation>Parcours&#xa0;: %1 · %2 · %3 pages</translation>
    </message>
    <message>
        <source>How to print</source>
        <translation>Comment imprimer</translation>
    </message>
    <message>
        <source>A page marked &quot;back&quot; holds the backs of the sheet just before it. Print double-sided, turning the paper over left to right (on portrait pages: flip on the long edge); each back then lies behind its front. Printing single-sided, leave the back pages out.</source>
        <translation>Une page marquée « dos » porte les dos de la feuille qui la précède. Imprimez en recto verso, en retournant le papier de gauche à droite (pages en portrait&#xa0;: retournement sur le bord long)&#xa0;; chaque dos se trouve alors derrière son recto. En recto seul, laissez de côté les pages de dos.</translation>
    </message>
    <message>
        <source>Cut cards, tokens and mats along their grey lines, and the course&apos;s pages at their cut marks, then assemble the course as its assembly map shows.</source>
        <translation>Découpez cartes, pions et plateaux le long de leurs traits gris, et les pages du parcours à leurs traits de coupe, puis assemblez le parcours comme le montre son plan d’assemblage.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>The course, %1: its assembly map, then %2 pages to cut and join</source>
        <translation>Le parcours, %1&#xa0;: son plan d’assemblage, puis %2 pages à découper et assembler</translation>
    </message>
    <message>
        <source>The course, %1: one page to cut out</source>
        <translation>Le parcours, %1&#xa0;: une page à découper</translation>
    </message>
    <message>
        <source>%1: the turn and the rules at a glance, one for each player</source>
        <translation>%1&#xa0;: le tour et les règles en bref, une pour chaque joueur</translation>
    </message>
    <message>
        <source>From a standard games box</source>
        <translation>D’une boîte de jeux ordinaire</translation>
    </message>
    <message>
        <source>Nothing: every piece is in this kit.</source>
        <translation>Rien&#xa0;: toutes les pièces sont dans ce kit.</translation>
    </message>
    <message>
        <source>%1 · print-and-play kit</source>
        <translation>%1 · kit à imprimer</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a range of pages</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>%1 · sheet %2 of %3</source>
        <translation>%1 · feuille %2 sur %3</translation>
    </message>
    <message>
        <source>%1 · back of page %2 (print double-sided)</source>
        <translation>%1 · dos de la page %2 (impression recto verso)</translation>
    </message>
    <message>
        <source>Print every page at 100% (actual size, never &quot;fit to page&quot;): the bar at the foot of this page then measures 100 mm.</source>
        <translation>Imprimez chaque page à 100&#xa0;% (taille réelle, jamais « ajuster à la page »)&#xa0;: la barre au bas de cette page mesure alors 100 mm.</translation>
    </message>
</context>
<context>
    <name>cw::print::PageRenderer</name>
    <message>
        <source>Each rectangle is one page, labelled as in its margin. Cut every page along its cut marks.</source>
        <translation>Chaque rectangle est une page, repérée comme dans sa marge. Découpez chaque page le long de ses traits de coupe.</translation>
    </message>
    <message>
        <source>Pages of one piece overlap by %1 mm: glue the shaded zone under the next page, matching the round marks.</source>
        <translation>Les pages d’une même pièce se chevauchent de %1 mm&#xa0;: collez la zone grisée sous la page suivante en alignant les repères ronds.</translation>
    </message>
    <message>
        <source>Lay the pieces edge to edge as shown.</source>
        <translation>Placez les pièces bord à bord comme indiqué.</translation>
    </message>
    <message>
        <source>continues with %1 ↓</source>
        <translation>suite&#xa0;: %1 ↓</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>glue under %1</source>
        <translation>coller sous %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 on the left</source>
        <translation>%1 à gauche</translation>
    </message>
    <message>
        <source>%1 on the right</source>
        <translation>%1 à droite</translation>
    </message>
    <message>
        <source>%1 above</source>
        <translation>%1 au-dessus</translation>
    </message>
    <message>
        <source>%1 below</source>
        <translation>%1 en dessous</translation>
    </message>
    <message>
        <source>a whole piece: cut along the cut marks</source>
        <translation>pièce entière&#xa0;: découper le long des traits de coupe</translation>
    </message>
    <message>
        <source>joins %1</source>
        <translation>jouxte %1</translation>
    </message>
    <message>
        <source>cut at the marks, lay over %1</source>
        <translation>couper aux repères, poser sur %1</translation>
    </message>
    <message>
        <source>Assembly map · %1 · pages to cut out: %2 · print at 100%</source>
        <translation>Plan d’assemblage · %1 · pages à découper&#xa0;: %2 · imprimer à 100&#xa0;%</translation>
    </message>
    <message>
        <source>This bar measures 100 mm when printed at 100% (no &quot;fit to page&quot;).</source>
        <translation>Cette barre mesure 100 mm une fois imprimée à 100&#xa0;% (sans « ajuster à la page »).</translation>
    </message>
</context>
<context>
    <name>cw::print::PageSet</name>
    <message>
        <source>not a folder of pages Coursewright exported: refusing to replace it</source>
        <translation>n’est pas un dossier de pages exporté par Coursewright&#xa0;: refus de le remplacer</translation>
    </message>
    <message>
        <source>a folder Coursewright did not export: refusing to replace it</source>
        <translation>un dossier que Coursewright n’a pas exporté&#xa0;: refus de le remplacer</translation>
    </message>
    <message>
        <source>holds %1, which the earlier export did not write: refusing to replace it</source>
        <translation>contient %1, que l’exportation précédente n’a pas écrit&#xa0;: refus de le remplacer</translation>
    </message>
</context>
<context>
    <name>cw::print::PaperFields</name>
    <message>
        <source>Paper:</source>
        <translation>Papier&#xa0;:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Orientation&#xa0;:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
</context>
<context>
    <name>cw::print::PdfPages</name>
    <message>
        <source>could not start the PDF</source>
        <translation>impossible de créer le PDF</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>cw::print::PrintExport</name>
    <message>
        <source>nothing to print</source>
        <translation>rien à imprimer</translation>
    </message>
    <message>
        <source>the layout needs more than %1 pages</source>
        <translation>la mise en page demande plus de %1 pages</translation>
    </message>
    <message>
        <source>could not start the PDF</source>
        <translation>impossible de créer le PDF</translation>
    </message>
    <message>
        <source>%1, page %2 of %3</source>
        <translation>%1, page %2 sur %3</translation>
    </message>
    <message>
        <source>could not start the SVG</source>
        <translation>impossible de créer le SVG</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>mémoire insuffisante pour l’image</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>cw::print::SheetPacker</name>
    <message>
        <source>Sheet %1 of %2</source>
        <translation>Feuille %1 sur %2</translation>
    </message>
    <message>
        <source>Sheet %1 of %2: %3</source>
        <translation>Feuille %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Sheet %1</source>
        <translation>Feuille %1</translation>
    </message>
</context>
<context>
    <name>cw::print::TeamColours</name>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingAddSplitLine</name>
    <message>
        <source>Add Split Line at %1 m</source>
        <translation>Ajouter une ligne de passage à %1 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCanvas</name>
    <message>
        <source>Strip %1 starts here (space %2)</source>
        <translation>La bande %1 commence ici (case %2)</translation>
    </message>
    <message>
        <source>Strip %1</source>
        <translation>Bande %1</translation>
    </message>
    <message>
        <source>One strip</source>
        <translation>Une seule bande</translation>
    </message>
    <message>
        <source>Strip %1: spaces %2 to %3, %4 × %5 mm</source>
        <translation>Bande %1&#xa0;: cases %2 à %3, %4 × %5 mm</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Couloir %1</translation>
    </message>
    <message>
        <source>Split line at %1 m</source>
        <translation>Ligne de passage à %1 m</translation>
    </message>
    <message>
        <source>Move %1 to place %2</source>
        <translation>Déplacer %1 à la place %2</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCardSheets</name>
    <message>
        <source>Pace</source>
        <translation>Allure</translation>
    </message>
    <message>
        <source>Instability</source>
        <translation>Instabilité</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Add its value to your pace: the spaces your boat moves.</source>
        <translation>Ajoutez sa valeur à votre allure&#xa0;: les cases dont avance votre bateau.</translation>
    </message>
    <message>
        <source>Reveal cards from your draw deck until a Pace card shows: add its value to your pace.</source>
        <translation>Révélez des cartes de votre pioche jusqu’à une carte Allure&#xa0;: ajoutez sa valeur à votre allure.</translation>
    </message>
    <message>
        <source>Cannot be played or discarded. At 35 spm, up to 2 go back from your hand to your Stamina Pile.</source>
        <translation>Ne se joue ni ne se défausse. À 35 cpm, jusqu’à 2 reviennent de votre main à votre pile d’endurance.</translation>
    </message>
    <message>
        <source>Rowing race cards</source>
        <translation>Cartes de la course d’aviron</translation>
    </message>
    <message>
        <source>%1 boat</source>
        <translation>Bateau %1</translation>
    </message>
    <message>
        <source>Rowing race</source>
        <translation>Course d’aviron</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourse</name>
    <message>
        <source>Standard 2000 m</source>
        <translation>Standard 2000 m</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Couloir %1</translation>
    </message>
    <message>
        <source>%1 m is outside the course (1 to %2 m)</source>
        <translation>%1 m est hors du parcours (1 à %2 m)</translation>
    </message>
    <message>
        <source>another split line is already at %1 m</source>
        <translation>une autre ligne de passage est déjà à %1 m</translation>
    </message>
    <message>
        <source>crossed on the same space (%1) as the %2 m line: a boat pays at both at once</source>
        <translation>franchie sur la même case (%1) que la ligne des %2 m&#xa0;: un bateau paie aux deux à la fois</translation>
    </message>
    <message>
        <source>must be at least 1, found %1</source>
        <translation>doit valoir au moins 1, trouvé %1</translation>
    </message>
    <message>
        <source>%1 lanes cannot hold the %2 boats chosen for the game</source>
        <translation>%1 couloirs ne peuvent pas accueillir les %2 bateaux choisis pour la partie</translation>
    </message>
    <message numerus="yes">
        <source>%n strip(s) of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</source>
        <translation>
            <numerusform>%n bande de %1 × %2 mm au plus ne tient pas dans la zone imprimable de %3 × %4 mm (%5) et sera répartie sur plusieurs feuilles</numerusform>
            <numerusform>%n bandes de %1 × %2 mm au plus ne tiennent pas dans la zone imprimable de %3 × %4 mm (%5) et seront réparties sur plusieurs feuilles</numerusform>
        </translation>
    </message>
    <message>
        <source>the split line at %1 m cuts through space %2 (%3 to %4 m); put it at %4 m, where it is crossed on the same space</source>
        <translation>la ligne de passage à %1 m coupe la case %2 (de %3 à %4 m)&#xa0;; placez-la à %4 m, où elle est franchie sur la même case</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourseDocument</name>
    <message>
        <source>Split line at %1 m</source>
        <translation>Ligne de passage à %1 m</translation>
    </message>
    <message>
        <source>%1: pace limit</source>
        <translation>%1&#xa0;: allure limite</translation>
    </message>
    <message>
        <source>%1: colour</source>
        <translation>%1&#xa0;: couleur</translation>
    </message>
    <message>
        <source>Course name</source>
        <translation>Nom du parcours</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Couloirs</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Metres per space</source>
        <translation>Mètres par case</translation>
    </message>
    <message>
        <source>Sector bands</source>
        <translation>Secteurs</translation>
    </message>
    <message>
        <source>Print: space length</source>
        <translation>Impression&#xa0;: longueur des cases</translation>
    </message>
    <message>
        <source>Print: lane width</source>
        <translation>Impression&#xa0;: largeur des couloirs</translation>
    </message>
    <message>
        <source>Print: spaces per strip</source>
        <translation>Impression&#xa0;: cases par bande</translation>
    </message>
    <message>
        <source>Print: paper</source>
        <translation>Impression&#xa0;: papier</translation>
    </message>
    <message>
        <source>Print: orientation</source>
        <translation>Impression&#xa0;: orientation</translation>
    </message>
    <message>
        <source>A course holds at most %1 split lines</source>
        <translation>Un parcours porte au plus %1 lignes de passage</translation>
    </message>
    <message>
        <source>Add a split line at %1 m</source>
        <translation>Ajouter une ligne de passage à %1 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourseKind</name>
    <message>
        <source>Rowing lane layout</source>
        <translation>Parcours d’aviron en couloirs</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Nouveau parcours</translation>
    </message>
    <message>
        <source>%1 lanes, %2 m</source>
        <translation>%1 couloirs, %2 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCoursePainter</name>
    <message>
        <source>sector %1</source>
        <translation>secteur %1</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>START</source>
        <translation>DÉPART</translation>
    </message>
    <message>
        <source>FINISH</source>
        <translation>ARRIVÉE</translation>
    </message>
    <message>
        <source>%1 m · limit %2</source>
        <translation>%1 m · limite %2</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourseProperties</name>
    <message>
        <source>Untitled course</source>
        <translation>Parcours sans titre</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message numerus="yes">
        <source>%n strip(s), up to %1 × %2 mm; the paper prints %3 × %4 mm.</source>
        <translation>
            <numerusform>%n bande, jusqu’à %1 × %2 mm&#xa0;; le papier imprime %3 × %4 mm.</numerusform>
            <numerusform>%n bandes, jusqu’à %1 × %2 mm&#xa0;; le papier imprime %3 × %4 mm.</numerusform>
        </translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Lanes:</source>
        <translation>Couloirs&#xa0;:</translation>
    </message>
    <message>
        <source>Spaces:</source>
        <translation>Cases&#xa0;:</translation>
    </message>
    <message>
        <source>Metres per space:</source>
        <translation>Mètres par case&#xa0;:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longueur&#xa0;:</translation>
    </message>
    <message>
        <source>Sector bands every:</source>
        <translation>Secteurs tous les&#xa0;:</translation>
    </message>
    <message>
        <source>Print layout</source>
        <translation>Mise en page d’impression</translation>
    </message>
    <message>
        <source>Space length:</source>
        <translation>Longueur d’une case&#xa0;:</translation>
    </message>
    <message>
        <source>Lane width:</source>
        <translation>Largeur d’un couloir&#xa0;:</translation>
    </message>
    <message>
        <source>Spaces per strip:</source>
        <translation>Cases par bande&#xa0;:</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Length of a space on paper; 25 mm suits 25 mm tokens.</source>
        <translation>Longueur d’une case sur le papier&#xa0;; 25 mm convient aux pions de 25 mm.</translation>
    </message>
    <message>
        <source>How many spaces one printed strip holds.</source>
        <translation>Nombre de cases que contient une bande imprimée.</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingCourseVariations</name>
    <message>
        <source>Split line at %1 m moved to %2 m</source>
        <translation>Ligne de passage à %1 m déplacée à %2 m</translation>
    </message>
    <message>
        <source>Pace limit of the split line at %1 m: %2 instead of %3</source>
        <translation>Allure limite de la ligne de passage à %1 m&#xa0;: %2 au lieu de %3</translation>
    </message>
    <message>
        <source>Each split line moves by 1, 2 or 5 spaces either way, or its pace limit by one. Lanes are not moved: every lane is the same water, and the sector bands are drawn, not played.</source>
        <translation>Chaque ligne de passage avance ou recule de 1, 2 ou 5 cases, ou son allure limite change d’un point. Les couloirs ne bougent pas&#xa0;: chaque couloir est la même eau, et les bandes de secteur sont dessinées, pas jouées.</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingGame</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Crab caught</source>
        <translation>Crabe attrapé</translation>
    </message>
    <message>
        <source>Stamina lost to a crab</source>
        <translation>Endurance perdue sur un crabe</translation>
    </message>
    <message>
        <source>Stamina paid at a split line</source>
        <translation>Endurance payée à une ligne de passage</translation>
    </message>
    <message>
        <source>Stamina paid for a 35↔45 jump</source>
        <translation>Endurance payée pour un saut 35↔45</translation>
    </message>
    <message>
        <source>Strain at 45 spm</source>
        <translation>Effort à 45 cpm</translation>
    </message>
    <message>
        <source>Instability revealed</source>
        <translation>Instabilité révélée</translation>
    </message>
    <message>
        <source>Cluttered hand</source>
        <translation>Main encombrée</translation>
    </message>
    <message>
        <source>Motivation used</source>
        <translation>Motivation utilisée</translation>
    </message>
    <message>
        <source>Stamina back from cooldown</source>
        <translation>Endurance rendue par la récupération</translation>
    </message>
    <message>
        <source>Moved by the tides</source>
        <translation>Déplacé par le changement de marée</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingGameInfo</name>
    <message>
        <source>seats: at least one boat is needed</source>
        <translation>seats&#xa0;: il faut au moins un bateau</translation>
    </message>
    <message>
        <source>seats: %1 boats do not fit %2 lanes</source>
        <translation>seats&#xa0;: %1 bateaux ne tiennent pas dans %2 couloirs</translation>
    </message>
    <message>
        <source>Rowing race</source>
        <translation>Course d’aviron</translation>
    </message>
    <message>
        <source>&amp;Boats:</source>
        <translation>&amp;Bateaux&#xa0;:</translation>
    </message>
    <message>
        <source>Boat %1</source>
        <translation>Bateau %1</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Couloir %1</translation>
    </message>
    <message>
        <source>The rowing race rulebook names no author.</source>
        <translation>Le livret de règles de la course d’aviron ne nomme aucun auteur.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingKindEditor</name>
    <message>
        <source>Split line</source>
        <translation>Ligne de passage</translation>
    </message>
    <message>
        <source>A line with a pace limit. Click to add one in the widest gap, or drag it onto the course.</source>
        <translation>Une ligne avec une allure limite. Cliquez pour en ajouter une dans le plus grand intervalle, ou faites-la glisser sur le parcours.</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingKit</name>
    <message>
        <source>Cooldown: up to 2 Stamina cards from your hand back to the pile.</source>
        <translation>Récupération&#xa0;: jusqu’à 2 cartes Endurance de votre main reviennent à la pile.</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>Aucun effet.</translation>
    </message>
    <message>
        <source>Strain: 1 Stamina card from the pile to your discard pile (not on your first turn).</source>
        <translation>Effort&#xa0;: 1 carte Endurance de la pile à votre défausse (pas à votre premier tour).</translation>
    </message>
    <message>
        <source>Stroke rate</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>spm</source>
        <translation>cpm</translation>
    </message>
    <message>
        <source>Cards to play: %1. %2</source>
        <translation>Cartes à jouer&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source>Your marker shows your rate; you start at 45 spm.</source>
        <translation>Votre marqueur indique votre cadence&#xa0;; vous commencez à 45 cpm.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Each boat&apos;s deck has its own back; Stamina cards start in the Stamina Pile.</source>
        <translation>Le paquet de chaque bateau a son propre dos&#xa0;; les cartes Endurance commencent dans la pile d’endurance.</translation>
    </message>
    <message>
        <source>Pace cards: 4 each of 1, 2 and 3 per boat</source>
        <translation>Cartes Allure&#xa0;: 4 de chaque valeur 1, 2 et 3 par bateau</translation>
    </message>
    <message>
        <source>Instability cards: 3 per boat</source>
        <translation>Cartes Instabilité&#xa0;: 3 par bateau</translation>
    </message>
    <message>
        <source>Stamina cards: 6 per boat</source>
        <translation>Cartes Endurance&#xa0;: 6 par bateau</translation>
    </message>
    <message>
        <source>boats</source>
        <translation>bateaux</translation>
    </message>
    <message>
        <source>stroke-rate cards</source>
        <translation>cartes de cadence</translation>
    </message>
    <message>
        <source>stroke-rate markers</source>
        <translation>marqueurs de cadence</translation>
    </message>
    <message>
        <source>Boats and stroke rates</source>
        <translation>Bateaux et cadences</translation>
    </message>
    <message>
        <source>Boats, one per lane</source>
        <translation>Bateaux, un par couloir</translation>
    </message>
    <message>
        <source>Stroke-rate cards, one per boat</source>
        <translation>Cartes de cadence, une par bateau</translation>
    </message>
    <message>
        <source>Stroke-rate markers, one per boat</source>
        <translation>Marqueurs de cadence, un par bateau</translation>
    </message>
    <message>
        <source>%1 m: pace limit %2 (crossed on reaching space %3)</source>
        <translation>%1 m&#xa0;: allure limite %2 (franchie en atteignant la case %3)</translation>
    </message>
    <message>
        <source>Above the limit: pay the difference in Stamina cards (pile to discard pile). The pile runs out: catch a crab.</source>
        <translation>Au-delà de la limite&#xa0;: payez la différence en cartes Endurance (de la pile à la défausse). La pile est vide&#xa0;: vous attrapez un crabe.</translation>
    </message>
    <message>
        <source>Rowing race at a glance</source>
        <translation>La course d’aviron en bref</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <source>Boats take whole turns one at a time, the boat furthest along first (a tie: the lower lane).</source>
        <translation>Les bateaux jouent leur tour entier l’un après l’autre, le plus avancé d’abord (égalité&#xa0;: le plus petit couloir).</translation>
    </message>
    <message>
        <source>1. Keep or change your stroke rate. 2. Play cards. 3. Advance. 4. Replenish.</source>
        <translation>1. Gardez ou changez votre cadence. 2. Jouez des cartes. 3. Avancez. 4. Renouvelez.</translation>
    </message>
    <message>
        <source>End of round: the two rearmost boats still racing may move 1 space (change of tides).</source>
        <translation>Fin de manche&#xa0;: les deux derniers bateaux encore en course peuvent avancer d’1 case (changement de marée).</translation>
    </message>
    <message>
        <source>35 spm: play 1 card; cooldown: up to 2 Stamina cards from your hand back to the pile.</source>
        <translation>35 cpm&#xa0;: jouez 1 carte&#xa0;; récupération&#xa0;: jusqu’à 2 cartes Endurance de votre main reviennent à la pile.</translation>
    </message>
    <message>
        <source>40 spm: play 2 cards.</source>
        <translation>40 cpm&#xa0;: jouez 2 cartes.</translation>
    </message>
    <message>
        <source>45 spm: play 4 cards; strain: 1 Stamina card to your discard pile (not on your first turn).</source>
        <translation>45 cpm&#xa0;: jouez 4 cartes&#xa0;; effort&#xa0;: 1 carte Endurance à votre défausse (pas à votre premier tour).</translation>
    </message>
    <message>
        <source>Change one step freely; jumping between 35 and 45 costs 1 Stamina card.</source>
        <translation>Changer d’un cran est libre&#xa0;; sauter entre 35 et 45 coûte 1 carte Endurance.</translation>
    </message>
    <message>
        <source>Pace and moving</source>
        <translation>Allure et déplacement</translation>
    </message>
    <message>
        <source>Your pace is the sum of the cards played; move that many spaces.</source>
        <translation>Votre allure est la somme des cartes jouées&#xa0;; avancez d’autant de cases.</translation>
    </message>
    <message>
        <source>Instability: reveal from your draw deck until a Pace card shows, and add it.</source>
        <translation>Instabilité&#xa0;: révélez des cartes de votre pioche jusqu’à une carte Allure, et ajoutez-la.</translation>
    </message>
    <message>
        <source>Stamina cards can never be played.</source>
        <translation>Les cartes Endurance ne se jouent jamais.</translation>
    </message>
    <message>
        <source>Split lines of %1</source>
        <translation>Lignes de passage de %1</translation>
    </message>
    <message>
        <source>Catching a crab</source>
        <translation>Attraper un crabe</translation>
    </message>
    <message>
        <source>Back to the space before the line; 1, 2 or 3 Stamina cards to your discard pile (35, 40, 45 spm); stroke rate 35.</source>
        <translation>Retour à la case avant la ligne&#xa0;; 1, 2 ou 3 cartes Endurance à votre défausse (35, 40, 45 cpm)&#xa0;; cadence 35.</translation>
    </message>
    <message>
        <source>Motivation</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>Level with or one space behind another boat after moving: pay 1 Stamina card to move 2 more spaces. Never to finish.</source>
        <translation>À hauteur d’un autre bateau ou une case derrière lui après le déplacement&#xa0;: payez 1 carte Endurance pour avancer de 2 cases de plus. Jamais pour finir.</translation>
    </message>
    <message>
        <source>Replenish</source>
        <translation>Renouveler</translation>
    </message>
    <message>
        <source>Discard any Pace cards you like; played cards go to the discard pile; at 35 spm return up to 2 Stamina cards; draw to 7.</source>
        <translation>Défaussez les cartes Allure de votre choix&#xa0;; les cartes jouées vont à la défausse&#xa0;; à 35 cpm rendez jusqu’à 2 cartes Endurance&#xa0;; piochez jusqu’à 7.</translation>
    </message>
    <message>
        <source>Empty draw deck: shuffle the discard pile.</source>
        <translation>Pioche vide&#xa0;: mélangez la défausse.</translation>
    </message>
    <message>
        <source>Too few playable cards: play what you can, do not move, go to 35 spm.</source>
        <translation>Trop peu de cartes jouables&#xa0;: jouez ce que vous pouvez, n’avancez pas, passez à 35 cpm.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>The first boat across the finish wins. Same round: the boat that would go further with its unused pace, then the higher stroke rate, then the lower lane.</source>
        <translation>Le premier bateau à franchir l’arrivée gagne. Dans la même manche&#xa0;: le bateau qui irait le plus loin avec son allure inutilisée, puis la plus haute cadence, puis le plus petit couloir.</translation>
    </message>
    <message>
        <source>A boat sits in its lane, one space long; its mark is its lane&apos;s number.</source>
        <translation>Un bateau se place dans son couloir, long d’une case&#xa0;; sa marque est le numéro de son couloir.</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingLaneProperties</name>
    <message>
        <source>Colour of %1</source>
        <translation>Couleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Couloir %1</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Couleur&#xa0;:</translation>
    </message>
    <message>
        <source>Choose the colour of the lane&apos;s water</source>
        <translation>Choisir la couleur de l’eau du couloir</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingMoveLane</name>
    <message>
        <source>Move Lane %1 to Place %2</source>
        <translation>Déplacer le couloir %1 à la place %2</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingNarration</name>
    <message>
        <source>Lane %1</source>
        <translation>Couloir %1</translation>
    </message>
    <message>
        <source>a pace 1 card</source>
        <translation>une carte d’allure 1</translation>
    </message>
    <message>
        <source>a pace 2 card</source>
        <translation>une carte d’allure 2</translation>
    </message>
    <message>
        <source>a pace 3 card</source>
        <translation>une carte d’allure 3</translation>
    </message>
    <message>
        <source>an instability card</source>
        <translation>une carte d’instabilité</translation>
    </message>
    <message>
        <source>a stamina card</source>
        <translation>une carte d’endurance</translation>
    </message>
    <message>
        <source>instability</source>
        <translation>instabilité</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Le tour %1 commence.</translation>
    </message>
    <message>
        <source>%1: jump to %2 spm, paying a stamina card.</source>
        <translation>%1&#xa0;: saut à %2 cpm, contre une carte d’endurance.</translation>
    </message>
    <message>
        <source>%1: stroke rate %2 spm.</source>
        <translation>%1&#xa0;: cadence de %2 cpm.</translation>
    </message>
    <message>
        <source>%1: strain at 45 spm, a stamina card goes to the discard pile.</source>
        <translation>%1&#xa0;: effort à 45 cpm, une carte d’endurance va à la défausse.</translation>
    </message>
    <message>
        <source>%1: strain at 45 spm, but the Stamina Pile is already empty.</source>
        <translation>%1&#xa0;: effort à 45 cpm, mais la pile d’endurance est déjà vide.</translation>
    </message>
    <message>
        <source>%1: instability reveals %2.</source>
        <translation>%1&#xa0;: l’instabilité révèle %2.</translation>
    </message>
    <message>
        <source>%1: from space %2 to space %3 with pace %4.</source>
        <translation>%1&#xa0;: de la case %2 à la case %3 avec une allure de %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stamina card(s) paid at the %2 m split line.</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte d’endurance payée à la ligne des %2 m.</numerusform>
            <numerusform>%1&#xa0;: %n cartes d’endurance payées à la ligne des %2 m.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: crab caught at the %2 m split line, back to space %3, %n more stamina card(s) lost, stroke rate down to 35 spm.</source>
        <translation>
            <numerusform>%1&#xa0;: crabe attrapé à la ligne des %2 m, retour à la case %3, %n carte d’endurance de plus perdue, cadence ramenée à 35 cpm.</numerusform>
            <numerusform>%1&#xa0;: crabe attrapé à la ligne des %2 m, retour à la case %3, %n cartes d’endurance de plus perdues, cadence ramenée à 35 cpm.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cluttered hand, the boat stays and drops to 35 spm.</source>
        <translation>%1&#xa0;: main encombrée, le bateau reste sur place et passe à 35 cpm.</translation>
    </message>
    <message>
        <source>%1: motivation, from space %2 to space %3.</source>
        <translation>%1&#xa0;: motivation, de la case %2 à la case %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pace card(s) discarded.</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte d’allure défaussée.</numerusform>
            <numerusform>%1&#xa0;: %n cartes d’allure défaussées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: cool-down, %n stamina card(s) back to the Stamina Pile.</source>
        <translation>
            <numerusform>%1&#xa0;: récupération, %n carte d’endurance revient dans la pile d’endurance.</numerusform>
            <numerusform>%1&#xa0;: récupération, %n cartes d’endurance reviennent dans la pile d’endurance.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: change of tides, from space %2 to space %3.</source>
        <translation>%1&#xa0;: changement de marée, de la case %2 à la case %3.</translation>
    </message>
    <message>
        <source>%1: finished in place %2.</source>
        <translation>%1&#xa0;: arrivé à la place %2.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>Row at %1 spm</source>
        <translation>Ramer à %1 cpm</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Play no cards (cluttered hand: the boat stays)</source>
        <translation>Ne jouer aucune carte (main encombrée&#xa0;: le bateau reste)</translation>
    </message>
    <message>
        <source>Play %1 (cluttered hand: the boat stays)</source>
        <translation>Jouer %1 (main encombrée&#xa0;: le bateau reste)</translation>
    </message>
    <message>
        <source>Use motivation (+2 spaces)</source>
        <translation>Utiliser la motivation (+2 cases)</translation>
    </message>
    <message>
        <source>No motivation</source>
        <translation>Pas de motivation</translation>
    </message>
    <message>
        <source>Keep all cards</source>
        <translation>Garder toutes les cartes</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser %1</translation>
    </message>
    <message>
        <source>Unknown action %1</source>
        <translation>Action inconnue %1</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingPieceTexts</name>
    <message>
        <source>, finished %1</source>
        <translation>, arrivé %1e</translation>
    </message>
    <message>
        <source>Lane %1</source>
        <translation>Couloir %1</translation>
    </message>
    <message>
        <source>Lane %1 (%2)</source>
        <translation>Couloir %1 (%2)</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1&#xa0;: vide</translation>
    </message>
    <message>
        <source>Split line at %1 m (space %2): pace above %3 costs stamina</source>
        <translation>Ligne de temps intermédiaire à %1 m (case %2)&#xa0;: une allure au-dessus de %3 coûte de l’endurance</translation>
    </message>
    <message>
        <source>Finish at %1 m (space %2)</source>
        <translation>Arrivée à %1 m (case %2)</translation>
    </message>
    <message>
        <source>%1&apos;s boat</source>
        <translation>Bateau de %1</translation>
    </message>
    <message>
        <source>%1: lane %2, space %3 of %4 (%5 m), rate %6, stamina %7</source>
        <translation>%1&#xa0;: couloir %2, case %3 sur %4 (%5 m), cadence %6, endurance %7</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingPlayerTable</name>
    <message>
        <source>Boat</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <source>Name and colour of the boat</source>
        <translation>Nom et couleur du bateau</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message numerus="yes">
        <source>Space reached (a space is %n metre(s) of the course)</source>
        <translation>
            <numerusform>Case atteinte (une case fait %n mètre du parcours)</numerusform>
            <numerusform>Case atteinte (une case fait %n mètres du parcours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Stroke rate (strokes per minute)</source>
        <translation>Cadence (coups par minute)</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Cards left in the stamina pile</source>
        <translation>Cartes restant dans la pile d’endurance</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Cards in the draw pile</source>
        <translation>Cartes dans la pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Cards in the discard pile</source>
        <translation>Cartes dans la défausse</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Place à l’arrivée</translation>
    </message>
    <message>
        <source>Sp.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Case</translation>
    </message>
    <message>
        <source>Rate</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Cad.</translation>
    </message>
    <message>
        <source>Sta.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>End.</translation>
    </message>
    <message>
        <source>Deck</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pio.</translation>
    </message>
    <message>
        <source>Disc.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Déf.</translation>
    </message>
    <message>
        <source>Pl.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pl.</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingPositionText</name>
    <message>
        <source>choose a stroke rate</source>
        <translation>choisir une cadence</translation>
    </message>
    <message>
        <source>play pace cards</source>
        <translation>jouer des cartes d’allure</translation>
    </message>
    <message>
        <source>use Motivation or not</source>
        <translation>utiliser la motivation ou non</translation>
    </message>
    <message>
        <source>discard pace cards</source>
        <translation>défausser des cartes d’allure</translation>
    </message>
    <message>
        <source>Boat %1</source>
        <translation>Bateau %1</translation>
    </message>
    <message>
        <source>%1 on &quot;%2&quot; (%3 m), seed %4
</source>
        <translation>%1 sur « %2 » (%3 m), graine %4
</translation>
    </message>
    <message>
        <source>Round %1: the race is over.
</source>
        <translation>Tour %1&#xa0;: la course est terminée.
</translation>
    </message>
    <message>
        <source>Round %1: %2 to %3.
</source>
        <translation>Tour %1&#xa0;: %2 doit %3.
</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Couloir</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Metres</source>
        <translation>Mètres</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingPrintPieces</name>
    <message>
        <source>Rowing course</source>
        <translation>Parcours d’aviron</translation>
    </message>
    <message>
        <source>Strip %1 (space %2)</source>
        <translation>Bande %1 (case %2)</translation>
    </message>
    <message>
        <source>Strip %1 (spaces %2–%3)</source>
        <translation>Bande %1 (cases %2–%3)</translation>
    </message>
    <message>
        <source>Strip %1</source>
        <translation>Bande %1</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingRemoveSplitLine</name>
    <message>
        <source>Remove Split Line at %1 m</source>
        <translation>Supprimer la ligne de passage à %1 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingSetCourseLength</name>
    <message>
        <source>Set Course Length to %1 m</source>
        <translation>Régler la longueur du parcours à %1 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingSetLaneCount</name>
    <message>
        <source>Set Lanes to %1</source>
        <translation>Régler le nombre de couloirs à %1</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingSplitLineProperties</name>
    <message>
        <source>Split line at %1 m</source>
        <translation>Ligne de passage à %1 m</translation>
    </message>
    <message>
        <source>Crossed on reaching space %1 of %2.</source>
        <translation>Franchie en atteignant la case %1 sur %2.</translation>
    </message>
    <message>
        <source>Distance:</source>
        <translation>Distance&#xa0;:</translation>
    </message>
    <message>
        <source>Pace limit:</source>
        <translation>Allure limite&#xa0;:</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Crossing the line at a higher pace costs the difference in stamina.</source>
        <translation>Franchir la ligne à une allure supérieure coûte la différence en endurance.</translation>
    </message>
    <message>
        <source>Remove Split Line</source>
        <translation>Supprimer la ligne de passage</translation>
    </message>
</context>
<context>
    <name>cw::rowing::RowingValueChanges</name>
    <message>
        <source>Rename Course</source>
        <translation>Renommer le parcours</translation>
    </message>
    <message>
        <source>Rename Lane %1</source>
        <translation>Renommer le couloir %1</translation>
    </message>
    <message>
        <source>Set Colour of %1</source>
        <translation>Changer la couleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Set Sector Length to %1 m</source>
        <translation>Régler la longueur des secteurs à %1 m</translation>
    </message>
    <message>
        <source>Set Pace Limit at %1 m to %2</source>
        <translation>Régler l’allure limite de la ligne des %1 m à %2</translation>
    </message>
    <message>
        <source>Move Split Line to %1 m</source>
        <translation>Déplacer une ligne de passage vers %1 m</translation>
    </message>
</context>
<context>
    <name>cw::rowing::SplitLineHandle</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>limite %1</translation>
    </message>
    <message>
        <source>Split line at %1 m, pace limit %2. Drag it along the course to move it.</source>
        <translation>Ligne de passage à %1 m, allure limite %2. Faites-la glisser le long du parcours pour la déplacer.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonAddBoard</name>
    <message>
        <source>Add Board %1</source>
        <translation>Ajouter le plateau %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonBoardPainterDialog</name>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>Rocher</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Cascade</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>Bear paw</source>
        <translation>Patte d’ours</translation>
    </message>
    <message>
        <source>Start hex</source>
        <translation>Hexagone de départ</translation>
    </message>
    <message>
        <source>Spawning ground</source>
        <translation>Lieu de reproduction</translation>
    </message>
    <message>
        <source>Current arrow</source>
        <translation>Flèche de courant</translation>
    </message>
    <message>
        <source>Erase arrows</source>
        <translation>Effacer les flèches</translation>
    </message>
    <message>
        <source>Saved “%1” to your board library.</source>
        <translation>« %1 » enregistré dans votre bibliothèque de plateaux.</translation>
    </message>
    <message>
        <source> Choose another id before saving.</source>
        <translation> Choisissez un autre identifiant avant d’enregistrer.</translation>
    </message>
    <message>
        <source>%1 × %2 hexes. Checked between the start and finish boards: no problems.</source>
        <translation>%1 × %2 hexagones. Vérifié entre les plateaux de départ et d’arrivée&#xa0;: aucun problème.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 hexes. Checked between the start and finish boards: %n error(s).</source>
        <translation>
            <numerusform>%1 × %2 hexagones. Vérifié entre les plateaux de départ et d’arrivée&#xa0;: %n erreur.</numerusform>
            <numerusform>%1 × %2 hexagones. Vérifié entre les plateaux de départ et d’arrivée&#xa0;: %n erreurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Board Painter</source>
        <translation>Atelier de plateaux</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Click a hex, then the neighbour its current flows to: the first arrow is arrow 1, the next arrow 2. Click an arrow&apos;s neighbour again to remove it.</source>
        <translation>Cliquez sur un hexagone, puis sur le voisin vers lequel s’écoule son courant&#xa0;: la première flèche est la flèche 1, la suivante la flèche 2. Cliquez de nouveau sur le voisin d’une flèche pour la supprimer.</translation>
    </message>
    <message>
        <source>No symbol (erase)</source>
        <translation>Aucun symbole (effacer)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Enregistrer dans la bibliothèque</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Your unsaved board “%1” is back as you left it.</source>
        <translation>Votre plateau non enregistré « %1 » est de retour tel que vous l’avez laissé.</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Plateau non enregistré</translation>
    </message>
    <message>
        <source>The board “%1” is not saved to your board library.</source>
        <translation>Le plateau « %1 » n’est pas enregistré dans votre bibliothèque de plateaux.</translation>
    </message>
    <message>
        <source>Save it to the library now, keep it as a draft that the Board Painter opens on next time, or discard it.</source>
        <translation>Enregistrez-le dans la bibliothèque maintenant, gardez-le comme brouillon que l’Atelier de plateaux rouvrira la prochaine fois, ou abandonnez-le.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonBoardPainterDocument</name>
    <message>
        <source>My board</source>
        <translation>Mon plateau</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 copie</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Copie de %1</translation>
    </message>
    <message>
        <source>Board check</source>
        <translation>Vérification du plateau</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonBoardPainterForm</name>
    <message>
        <source>Start board</source>
        <translation>Plateau de départ</translation>
    </message>
    <message>
        <source>Middle board</source>
        <translation>Plateau intermédiaire</translation>
    </message>
    <message>
        <source>Finish board</source>
        <translation>Plateau d’arrivée</translation>
    </message>
    <message>
        <source>My board</source>
        <translation>Mon plateau</translation>
    </message>
    <message>
        <source>New Blank Board</source>
        <translation>Nouveau plateau vierge</translation>
    </message>
    <message>
        <source>Open Board %1</source>
        <translation>Ouvrir le plateau %1</translation>
    </message>
    <message>
        <source>Copy Board %1</source>
        <translation>Copier le plateau %1</translation>
    </message>
    <message>
        <source>Change Board</source>
        <translation>Modifier le plateau</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identifiant&#xa0;:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Rôle&#xa0;:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Start a board</source>
        <translation>Commencer un plateau</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Colonnes&#xa0;:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Lignes&#xa0;:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>À partir de&#xa0;:</translation>
    </message>
    <message>
        <source>Start from This Board</source>
        <translation>Partir de ce plateau</translation>
    </message>
    <message>
        <source>A built-in side is copied under a new id; one of your boards opens to be changed.</source>
        <translation>Une face intégrée est copiée sous un nouvel identifiant&#xa0;; un de vos plateaux s’ouvre pour être modifié.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonBoardPainterView</name>
    <message>
        <source>Paint %1</source>
        <translation>Peindre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>Rocher</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Cascade</translation>
    </message>
    <message>
        <source>Paint Land</source>
        <translation>Peindre&#xa0;: Terrain</translation>
    </message>
    <message>
        <source>Erase Symbol</source>
        <translation>Effacer le symbole</translation>
    </message>
    <message>
        <source>Set Symbol %1</source>
        <translation>Placer le symbole %1</translation>
    </message>
    <message>
        <source>Toggle Bear Paw</source>
        <translation>Ajouter/retirer une patte d’ours</translation>
    </message>
    <message>
        <source>Toggle Start</source>
        <translation>Ajouter/retirer un hexagone de départ</translation>
    </message>
    <message>
        <source>Toggle Spawning Ground</source>
        <translation>Ajouter/retirer le lieu de reproduction</translation>
    </message>
    <message>
        <source>Erase Arrows</source>
        <translation>Effacer les flèches</translation>
    </message>
    <message>
        <source>Remove Arrow</source>
        <translation>Supprimer la flèche</translation>
    </message>
    <message>
        <source>Draw Arrow 1</source>
        <translation>Tracer la flèche 1</translation>
    </message>
    <message>
        <source>Draw Arrow 2</source>
        <translation>Tracer la flèche 2</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonBoardProperties</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Click a board in the river to select it.</source>
        <translation>Cliquez sur un plateau de la rivière pour le sélectionner.</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Board %1 of %2</source>
        <translation>Plateau %1 sur %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Unknown board “%1”</source>
        <translation>Plateau inconnu « %1 »</translation>
    </message>
    <message>
        <source>No other side</source>
        <translation>Pas d’autre face</translation>
    </message>
    <message>
        <source>Flip to %1</source>
        <translation>Retourner (face %1)</translation>
    </message>
    <message>
        <source>Centred (0)</source>
        <translation>Centré (0)</translation>
    </message>
    <message>
        <source>%1 columns left</source>
        <translation>%1 colonnes à gauche</translation>
    </message>
    <message>
        <source>%1 columns right</source>
        <translation>%1 colonnes à droite</translation>
    </message>
    <message>
        <source>%1 (does not line up)</source>
        <translation>%1 (non aligné)</translation>
    </message>
    <message>
        <source>First board: no shift</source>
        <translation>Premier plateau&#xa0;: pas de décalage</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Face&#xa0;:</translation>
    </message>
    <message>
        <source>Other side:</source>
        <translation>Autre face&#xa0;:</translation>
    </message>
    <message>
        <source>Shift:</source>
        <translation>Décalage&#xa0;:</translation>
    </message>
    <message>
        <source>Where the board sits sideways against the board before it: only the positions where their water lines up are offered. You can also drag the board sideways on the canvas.</source>
        <translation>Position latérale du plateau par rapport au plateau précédent&#xa0;: seules les positions où leur eau s’aligne sont proposées. Vous pouvez aussi faire glisser le plateau latéralement sur le canevas.</translation>
    </message>
    <message>
        <source>Downstream</source>
        <translation>Vers l’aval</translation>
    </message>
    <message>
        <source>Move the board one place towards the start.</source>
        <translation>Déplacer le plateau d’une place vers le départ.</translation>
    </message>
    <message>
        <source>Upstream</source>
        <translation>Vers l’amont</translation>
    </message>
    <message>
        <source>Move the board one place towards the spawning ground.</source>
        <translation>Déplacer le plateau d’une place vers le lieu de reproduction.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCanvas</name>
    <message>
        <source>Board %1: %2</source>
        <translation>Plateau %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCardSheets</name>
    <message>
        <source>Salmon Run cards</source>
        <translation>Cartes Salmon Run</translation>
    </message>
    <message>
        <source>Swim 1 hex straight upstream.</source>
        <translation>Nagez d’un hexagone tout droit vers l’amont.</translation>
    </message>
    <message>
        <source>Swim 1 hex upstream to the left.</source>
        <translation>Nagez d’un hexagone vers l’amont, à gauche.</translation>
    </message>
    <message>
        <source>Swim 1 hex upstream to the right.</source>
        <translation>Nagez d’un hexagone vers l’amont, à droite.</translation>
    </message>
    <message>
        <source>Swim 2 hexes straight upstream.</source>
        <translation>Nagez de 2 hexagones tout droit vers l’amont.</translation>
    </message>
    <message>
        <source>Swim 2 hexes upstream to the left.</source>
        <translation>Nagez de 2 hexagones vers l’amont, à gauche.</translation>
    </message>
    <message>
        <source>Swim 2 hexes upstream to the right.</source>
        <translation>Nagez de 2 hexagones vers l’amont, à droite.</translation>
    </message>
    <message>
        <source>Look at a hand and discard 1 card. Eagle counters.</source>
        <translation>Regardez une main et défaussez-en 1 carte. Une carte Aigle la contre.</translation>
    </message>
    <message>
        <source>Every salmon follows its hex&apos;s current. Current counters.</source>
        <translation>Chaque saumon suit le courant de son hexagone. Une carte Courant la contre.</translation>
    </message>
    <message>
        <source>Each player discards 1 card per arrow on their hex. Rapids counters.</source>
        <translation>Chaque joueur défausse 1 carte par flèche de son hexagone. Une carte Rapides la contre.</translation>
    </message>
    <message>
        <source>No effect. Play only Fatigue: return one to its pile.</source>
        <translation>Sans effet. Si vous ne jouez que des cartes Fatigue, remettez-en une sur leur paquet.</translation>
    </message>
    <message>
        <source>Fatigue deck</source>
        <translation>Deck Fatigue</translation>
    </message>
    <message>
        <source>Additional deck</source>
        <translation>Deck additionnel</translation>
    </message>
    <message>
        <source>Swim 1 hex upstream: straight, left or right.</source>
        <translation>Nagez d’1 hexagone vers l’amont&#xa0;: tout droit, à gauche ou à droite.</translation>
    </message>
    <message>
        <source>Move a bear up to 2 hexes. It stops on salmon: each takes a Fatigue card.</source>
        <translation>Déplacez un ours de 2 hexagones au plus. Il s’arrête sur les saumons&#xa0;: chacun prend une carte Fatigue.</translation>
    </message>
    <message>
        <source>Salmon Run</source>
        <translation>Salmon Run</translation>
    </message>
    <message>
        <source>%1 swim deck</source>
        <comment>%1: the deck&apos;s colour as printed on its cards (Red, Blue…)</comment>
        <translation>Deck de Nage %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCensusPanel</name>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Rocks</source>
        <translation>Rochers</translation>
    </message>
    <message>
        <source>Waterfalls</source>
        <translation>Cascades</translation>
    </message>
    <message>
        <source>Bear paws</source>
        <translation>Pattes d’ours</translation>
    </message>
    <message>
        <source>Current arrows</source>
        <translation>Flèches de courant</translation>
    </message>
    <message>
        <source>Double currents</source>
        <translation>Courants doubles</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Informations</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourse</name>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>another custom board already has the id &quot;%1&quot;</source>
        <translation>un autre plateau personnalisé a déjà l’identifiant « %1 »</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseDocument</name>
    <message>
        <source>Board %1 (%2)</source>
        <translation>Plateau %1 (%2)</translation>
    </message>
    <message>
        <source>%1: shift</source>
        <translation>%1&#xa0;: décalage</translation>
    </message>
    <message>
        <source>River name</source>
        <translation>Nom de la rivière</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>Custom boards</source>
        <translation>Plateaux personnalisés</translation>
    </message>
    <message>
        <source>Print: hex size</source>
        <translation>Impression&#xa0;: taille des hexagones</translation>
    </message>
    <message>
        <source>Print: paper</source>
        <translation>Impression&#xa0;: papier</translation>
    </message>
    <message>
        <source>Print: orientation</source>
        <translation>Impression&#xa0;: orientation</translation>
    </message>
    <message>
        <source>board %1 (%2)</source>
        <translation>plateau %1 (%2)</translation>
    </message>
    <message>
        <source>Replace %1 with %2</source>
        <translation>Remplacer %1 par %2</translation>
    </message>
    <message>
        <source>A river holds at most %1 boards</source>
        <translation>Une rivière porte au plus %1 plateaux</translation>
    </message>
    <message>
        <source>Insert %1 after %2, upstream</source>
        <translation>Insérer %1 après %2, vers l’amont</translation>
    </message>
    <message>
        <source>Insert %1 first, downstream of the river</source>
        <translation>Insérer %1 en premier, à l’aval de la rivière</translation>
    </message>
    <message>
        <source>Add %1 last, upstream of the river</source>
        <translation>Ajouter %1 en dernier, à l’amont de la rivière</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseKind</name>
    <message>
        <source>Salmon Run river</source>
        <translation>Rivière Salmon Run</translation>
    </message>
    <message>
        <source>New river</source>
        <translation>Nouvelle rivière</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n plateau</numerusform>
            <numerusform>%n plateaux</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseProperties</name>
    <message>
        <source>Roll Random River (%1)</source>
        <translation>Tirer une rivière aléatoire (%1)</translation>
    </message>
    <message>
        <source>Apply Preset (%1, %2)</source>
        <translation>Appliquer le préréglage (%1, %2)</translation>
    </message>
    <message>
        <source>Untitled river</source>
        <translation>Rivière sans titre</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s): %1. %2 × %3 hexes.</source>
        <translation>
            <numerusform>%n plateau&#xa0;: %1. %2 × %3 hexagones.</numerusform>
            <numerusform>%n plateaux&#xa0;: %1. %2 × %3 hexagones.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Print layout</source>
        <translation>Mise en page d’impression</translation>
    </message>
    <message>
        <source>Hex size:</source>
        <translation>Taille des hexagones&#xa0;:</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n numbered board(s))</source>
        <translation>
            <numerusform>%1 (%n plateau numéroté)</numerusform>
            <numerusform>%1 (%n plateaux numérotés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll Random River</source>
        <translation>Tirer une rivière aléatoire</translation>
    </message>
    <message>
        <source>The rulebook&apos;s random set-up, with as many numbered boards as the game length says. Replaces the boards; Undo brings them back.</source>
        <translation>La mise en place aléatoire des règles, avec autant de plateaux numérotés que l’indique la durée de partie. Remplace les plateaux&#xa0;; Annuler les rétablit.</translation>
    </message>
    <message>
        <source>Apply Preset</source>
        <translation>Appliquer le préréglage</translation>
    </message>
    <message>
        <source>A river of the chosen length and difficulty. Replaces the boards; Undo brings them back.</source>
        <translation>Une rivière de la longueur et de la difficulté choisies. Remplace les plateaux&#xa0;; Annuler les rétablit.</translation>
    </message>
    <message>
        <source>A hex&apos;s size across its flats on paper. New rivers use %1 mm, so that a board of 7 × 6 hexes fits one A4 or Letter sheet either way up.</source>
        <translation>La taille d’un hexagone sur papier, d’un côté plat à l’autre. Les nouvelles rivières utilisent %1 mm, pour qu’un plateau de 7 × 6 hexagones tienne sur une feuille A4 ou Letter dans les deux sens.</translation>
    </message>
    <message>
        <source>Lay boards as the rulebook&apos;s set-up</source>
        <translation>Poser les plateaux selon la mise en place de la règle</translation>
    </message>
    <message>
        <source>Boards to lay:</source>
        <translation>Plateaux à poser&#xa0;:</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseValidator</name>
    <message>
        <source>Board %1 (%2)</source>
        <translation>Plateau %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the river has no boards</source>
        <translation>la rivière n’a aucun plateau</translation>
    </message>
    <message>
        <source>%1 boards make a river longer than the marathon (%2 boards)</source>
        <translation>%1 plateaux font une rivière plus longue que la partie marathon (%2 plateaux)</translation>
    </message>
    <message>
        <source>no built-in or custom board has the id &quot;%1&quot;</source>
        <translation>aucun plateau intégré ou personnalisé n’a l’identifiant « %1 »</translation>
    </message>
    <message>
        <source>the first board must be a start board</source>
        <translation>le premier plateau doit être un plateau de départ</translation>
    </message>
    <message>
        <source>the last board must be a finish board</source>
        <translation>le dernier plateau doit être un plateau d’arrivée</translation>
    </message>
    <message>
        <source>a start board can only be the first board</source>
        <translation>un plateau de départ ne peut être que le premier plateau</translation>
    </message>
    <message>
        <source>a finish board can only be the last board</source>
        <translation>un plateau d’arrivée ne peut être que le dernier plateau</translation>
    </message>
    <message>
        <source>board %1 is already used as board %2 (%3): a board has only one side up</source>
        <translation>le plateau %1 est déjà utilisé comme plateau %2 (%3)&#xa0;: un plateau n’a qu’une face visible</translation>
    </message>
    <message>
        <source>the shift %1 is odd: boards move sideways by an even number of columns</source>
        <translation>le décalage %1 est impair&#xa0;: les plateaux se décalent latéralement d’un nombre pair de colonnes</translation>
    </message>
    <message>
        <source>its entry cannot line up with the exit of board %1 at any shift</source>
        <translation>son entrée ne peut s’aligner sur la sortie du plateau %1 avec aucun décalage</translation>
    </message>
    <message>
        <source>at shift %1 its entry does not line up with the exit of board %2 (aligned shifts: %3)</source>
        <translation>avec le décalage %1, son entrée n’est pas alignée sur la sortie du plateau %2 (décalages alignés&#xa0;: %3)</translation>
    </message>
    <message>
        <source>a current arrow leads onto this waterfall, but it has no arrow to carry the salmon on to water</source>
        <translation>une flèche de courant mène à cette cascade, mais celle-ci n’a aucune flèche pour emporter le saumon jusqu’à l’eau</translation>
    </message>
    <message>
        <source>the current arrow %1 points into rock</source>
        <translation>la flèche de courant %1 pointe vers un rocher</translation>
    </message>
    <message>
        <source>the current arrow %1 points into land</source>
        <translation>la flèche de courant %1 pointe vers le terrain</translation>
    </message>
    <message>
        <source>the current arrow %1 points off the river</source>
        <translation>la flèche de courant %1 pointe hors de la rivière</translation>
    </message>
    <message>
        <source>the waterfall&apos;s current arrow %1 leads to another waterfall, not to water</source>
        <translation>la flèche de courant %1 de la cascade mène à une autre cascade, et non à l’eau</translation>
    </message>
    <message>
        <source>no board has a start hex</source>
        <translation>aucun plateau n’a d’hexagone de départ</translation>
    </message>
    <message>
        <source>no board has a spawning ground</source>
        <translation>aucun plateau n’a de lieu de reproduction</translation>
    </message>
    <message>
        <source>the river has %1 bear paws, but the game has only %2 bear tokens</source>
        <translation>la rivière a %1 pattes d’ours, mais le jeu n’a que %2 pions Ours</translation>
    </message>
    <message>
        <source>Salmon Run is for %1 to %2 players, not %3</source>
        <translation>Salmon Run se joue de %1 à %2 joueurs, pas %3</translation>
    </message>
    <message>
        <source>no swims or jumps lead from this start hex to the spawning ground</source>
        <translation>aucune nage ni aucun saut ne mène de cet hexagone de départ au lieu de reproduction</translation>
    </message>
    <message>
        <source>no legal jump from a hex salmon can reach passes over this waterfall</source>
        <translation>aucun saut permis depuis un hexagone accessible aux saumons ne passe au-dessus de cette cascade</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets</source>
        <translation>
            <numerusform>%n plateau de %1 × %2 mm au plus ne tient pas dans la zone imprimable de %3 × %4 mm (%5) et sera réparti sur plusieurs feuilles</numerusform>
            <numerusform>%n plateaux de %1 × %2 mm au plus ne tiennent pas dans la zone imprimable de %3 × %4 mm (%5) et seront répartis sur plusieurs feuilles</numerusform>
        </translation>
    </message>
    <message>
        <source>salmon can get to this hex, but no swims or jumps lead from it to the spawning ground</source>
        <translation>un saumon peut atteindre cet hexagone, mais aucune nage ni aucun saut n’en mène au lieu de reproduction</translation>
    </message>
    <message>
        <source>%1, hex %2: %3</source>
        <translation>%1, hexagone %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonCourseVariations</name>
    <message>
        <source>Board %1 (%2) turned over to %3</source>
        <translation>Plateau %1 (%2) retourné sur %3</translation>
    </message>
    <message>
        <source>Board %1 (%2) shifted %3 columns sideways instead of %4</source>
        <translation>Plateau %1 (%2) décalé de %3 colonnes au lieu de %4</translation>
    </message>
    <message>
        <source>Boards %1 (%2) and %3 (%4) swapped</source>
        <translation>Plateaux %1 (%2) et %3 (%4) échangés</translation>
    </message>
    <message>
        <source>A board turns over to the other side of its sheet, two middle boards swap places, or a board slides sideways to another position where its joint lines up. Boards are never rotated: the river runs upstream and every board has one way up.</source>
        <translation>Un plateau est retourné sur l’autre face de sa planche, deux plateaux du milieu échangent leurs places, ou un plateau glisse de côté vers une autre position où sa jonction s’aligne. Les plateaux ne pivotent jamais&#xa0;: la rivière remonte vers l’amont et chaque plateau a un seul sens.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonFlipBoard</name>
    <message>
        <source>Flip Board to %1</source>
        <translation>Retourner le plateau sur la face %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonGame</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Jump landed</source>
        <translation>Saut réussi</translation>
    </message>
    <message>
        <source>Move blocked</source>
        <translation>Déplacement bloqué</translation>
    </message>
    <message>
        <source>Bear met</source>
        <translation>Ours rencontré</translation>
    </message>
    <message>
        <source>Fatigue from a bear</source>
        <translation>Fatigue due à un ours</translation>
    </message>
    <message>
        <source>Fatigue from a Fatigue hex</source>
        <translation>Fatigue due à un hexagone Fatigue</translation>
    </message>
    <message>
        <source>Fatigue from a third Swim card</source>
        <translation>Fatigue due à une troisième carte Nage</translation>
    </message>
    <message>
        <source>Fatigue from a jump</source>
        <translation>Fatigue due à un saut</translation>
    </message>
    <message>
        <source>Card taken from the supply</source>
        <translation>Carte prise dans la réserve</translation>
    </message>
    <message>
        <source>Card drawn on a Draw hex</source>
        <translation>Carte piochée sur un hexagone Pioche</translation>
    </message>
    <message>
        <source>Card removed by reeds</source>
        <translation>Carte retirée par les roseaux</translation>
    </message>
    <message>
        <source>Bear moved</source>
        <translation>Ours déplacé</translation>
    </message>
    <message>
        <source>Moved by a current</source>
        <translation>Déplacé par un courant</translation>
    </message>
    <message>
        <source>Discarded to rapids</source>
        <translation>Défausse due aux rapides</translation>
    </message>
    <message>
        <source>Card countered</source>
        <translation>Carte contrée</translation>
    </message>
    <message>
        <source>Discarded to an eagle</source>
        <translation>Défausse due à un aigle</translation>
    </message>
    <message>
        <source>Fatigue returned after a tired turn</source>
        <translation>Fatigue rendue après un tour épuisé</translation>
    </message>
    <message>
        <source>Discarded down to the hand size</source>
        <translation>Défausse jusqu’à la taille de main</translation>
    </message>
    <message>
        <source>Salmon spawned</source>
        <translation>Saumon arrivé au lieu de reproduction</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonGameInfo</name>
    <message>
        <source>seats: Salmon Run needs 2 to %1 salmon, not %2</source>
        <translation>seats&#xa0;: Salmon Run demande de 2 à %1 saumons, pas %2</translation>
    </message>
    <message>
        <source>course: the river needs start hexes and a spawning ground</source>
        <translation>course&#xa0;: la rivière doit avoir des hexagones de départ et un lieu de reproduction</translation>
    </message>
    <message>
        <source>Salmon Run</source>
        <translation>Salmon Run</translation>
    </message>
    <message>
        <source>Variant starting deck (8 cards)</source>
        <translation>Variante deck de départ (8 cartes)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s variant: each salmon starts with 8 cards instead of 11.</source>
        <translation>La variante des règles&#xa0;: chaque saumon commence avec 8 cartes au lieu de 11.</translation>
    </message>
    <message>
        <source>&amp;Salmon:</source>
        <translation>&amp;Saumons&#xa0;:</translation>
    </message>
    <message>
        <source>Salmon %1</source>
        <translation>Saumon %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Game designer: Jesse Catron.&lt;br&gt;Art and graphic design: Eric J. Carter.&lt;br&gt;&lt;i&gt;Coursewright plays its rules on boards, cards and symbols of its own, not the published ones.&lt;/i&gt;</source>
        <translation>Auteur du jeu&#xa0;: Jesse Catron.&lt;br&gt;Illustrations et graphisme&#xa0;: Eric J. Carter.&lt;br&gt;&lt;i&gt;Coursewright joue ses règles sur des plateaux, des cartes et des symboles qui lui sont propres, pas ceux de l’édition publiée.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Start hex %1</source>
        <translation>Hexagone de départ %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonKindEditor</name>
    <message>
        <source>This file of your board library cannot be read, so the board is not listed. The file is left as it is.
%1</source>
        <translation>Ce fichier de votre bibliothèque de plateaux ne peut pas être lu&#xa0;: le plateau n’est donc pas listé. Le fichier reste tel quel.
%1</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>easy side</source>
        <translation>face facile</translation>
    </message>
    <message>
        <source>medium side</source>
        <translation>face moyenne</translation>
    </message>
    <message>
        <source>hard side</source>
        <translation>face difficile</translation>
    </message>
    <message>
        <source>Start and finish</source>
        <translation>Départ et arrivée</translation>
    </message>
    <message>
        <source>Easy sides</source>
        <translation>Faces faciles</translation>
    </message>
    <message>
        <source>Medium sides</source>
        <translation>Faces moyennes</translation>
    </message>
    <message>
        <source>Hard sides</source>
        <translation>Faces difficiles</translation>
    </message>
    <message>
        <source>Click to add this board after the selected one (at its first aligned position), or drop it on a board of the river to insert it after that board (hold Shift to replace the board).</source>
        <translation>Cliquez pour ajouter ce plateau après celui sélectionné (à sa première position alignée), ou déposez-le sur un plateau de la rivière pour l’insérer après ce plateau (maintenez Maj pour remplacer le plateau).</translation>
    </message>
    <message>
        <source>Your board, from your board library. A river that uses it carries a copy, so the river file is complete on its own. %1</source>
        <translation>Votre plateau, de votre bibliothèque de plateaux. Une rivière qui l’utilise en porte une copie, le fichier de la rivière est donc complet à lui seul. %1</translation>
    </message>
    <message>
        <source>Your boards</source>
        <translation>Vos plateaux</translation>
    </message>
    <message>
        <source>%1: not loaded</source>
        <translation>%1&#xa0;: non chargé</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonKit</name>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Every card has the same back: cards move from deck to deck.</source>
        <translation>Toutes les cartes ont le même dos&#xa0;: les cartes passent d’un paquet à l’autre.</translation>
    </message>
    <message>
        <source>Swim decks: one of 11 per player, in the player&apos;s colour</source>
        <translation>Decks de Nage&#xa0;: un de 11 par joueur, à la couleur du joueur</translation>
    </message>
    <message>
        <source>Additional deck</source>
        <translation>Deck additionnel</translation>
    </message>
    <message>
        <source>Fatigue deck</source>
        <translation>Deck Fatigue</translation>
    </message>
    <message>
        <source>salmon</source>
        <translation>saumons</translation>
    </message>
    <message>
        <source>bears</source>
        <translation>ours</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Each token fits one hex of the river.</source>
        <translation>Chaque pion tient dans un hexagone de la rivière.</translation>
    </message>
    <message>
        <source>Salmon, one per player colour</source>
        <translation>Saumons, un par couleur de joueur</translation>
    </message>
    <message>
        <source>Bears: one on each paw of the river</source>
        <translation>Ours&#xa0;: un sur chaque patte de la rivière</translation>
    </message>
    <message>
        <source>1 six-sided die: the first player, and a hex with two current arrows (odd: arrow 1, even: arrow 2)</source>
        <translation>1 dé à six faces&#xa0;: le premier joueur, et un hexagone à deux flèches de courant (impair&#xa0;: flèche 1, pair&#xa0;: flèche 2)</translation>
    </message>
    <message>
        <source>Salmon Run at a glance</source>
        <translation>Salmon Run en bref</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Play up to 3 cards, resolving each in the order played.</source>
        <translation>Jouez jusqu’à 3 cartes, en résolvant chacune dans l’ordre joué.</translation>
    </message>
    <message>
        <source>3 Swim cards in one turn: add a Fatigue card to your discard pile.</source>
        <translation>3 cartes Nage dans un tour&#xa0;: ajoutez une carte Fatigue à votre défausse.</translation>
    </message>
    <message>
        <source>Only Fatigue cards played: you may return one to the Fatigue pile.</source>
        <translation>Seulement des cartes Fatigue jouées&#xa0;: vous pouvez en rendre une à la pile Fatigue.</translation>
    </message>
    <message>
        <source>Then discard the played cards and draw back to 4 (discard down to 4).</source>
        <translation>Puis défaussez les cartes jouées et repiochez jusqu’à 4 (défaussez jusqu’à 4).</translation>
    </message>
    <message>
        <source>Swimming</source>
        <translation>Nager</translation>
    </message>
    <message>
        <source>Swim cards move upstream: straight, up-left or up-right; Double Swim 2 hexes; Wild 1 hex, your choice.</source>
        <translation>Les cartes Nage remontent le courant&#xa0;: tout droit, en amont à gauche ou à droite&#xa0;; Double nage 2 hexagones&#xa0;; Joker 1 hexagone, au choix.</translation>
    </message>
    <message>
        <source>Never onto or through rock or land, never onto a waterfall.</source>
        <translation>Jamais sur ni à travers un rocher ou la terre, jamais sur une cascade.</translation>
    </message>
    <message>
        <source>A move that cannot be made whole is ignored: the card still counts as played.</source>
        <translation>Un mouvement qui ne peut se faire en entier est ignoré&#xa0;: la carte compte quand même comme jouée.</translation>
    </message>
    <message>
        <source>Jumping</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <source>Two Swim cards one after the other, as one path over at least one waterfall: 2, 3 or 4 hexes.</source>
        <translation>Deux cartes Nage l’une après l’autre, en un seul trajet par-dessus au moins une cascade&#xa0;: 2, 3 ou 4 hexagones.</translation>
    </message>
    <message>
        <source>No rock or land on the way; land on water. Only waterfall symbols passed over and the landing hex count.</source>
        <translation>Ni rocher ni terre sur le chemin&#xa0;; atterrissez sur l’eau. Seuls les symboles de cascade franchis et l’hexagone d’arrivée comptent.</translation>
    </message>
    <message>
        <source>Each jump adds one Fatigue card.</source>
        <translation>Chaque saut ajoute une carte Fatigue.</translation>
    </message>
    <message>
        <source>Special hexes</source>
        <translation>Hexagones spéciaux</translation>
    </message>
    <message>
        <source>A symbol: take that card from the additional deck into your discard pile (while any are left).</source>
        <translation>Un symbole&#xa0;: prenez cette carte du deck additionnel dans votre défausse (tant qu’il en reste).</translation>
    </message>
    <message>
        <source>+1: draw a card. Fatigue: add a Fatigue card. Reeds: remove 1 card (2 for double reeds) from your swim deck.</source>
        <translation>+1&#xa0;: piochez une carte. Fatigue&#xa0;: ajoutez une carte Fatigue. Roseaux&#xa0;: retirez 1 carte (2 pour les doubles roseaux) de votre deck de nage.</translation>
    </message>
    <message>
        <source>Bears, eagles, currents</source>
        <translation>Ours, aigles, courants</translation>
    </message>
    <message>
        <source>Bear card: move a bear up to 2 hexes, anywhere; it stops on salmon.</source>
        <translation>Carte Ours&#xa0;: déplacez un ours de 2 hexagones au plus, n’importe où&#xa0;; il s’arrête sur les saumons.</translation>
    </message>
    <message>
        <source>A salmon sharing a hex with a bear takes a Fatigue card.</source>
        <translation>Un saumon sur le même hexagone qu’un ours prend une carte Fatigue.</translation>
    </message>
    <message>
        <source>Eagle: look at a hand and discard one card from it.</source>
        <translation>Aigle&#xa0;: regardez une main et défaussez-en une carte.</translation>
    </message>
    <message>
        <source>Current: every salmon follows its hex&apos;s arrow (two arrows: roll the die); onto a waterfall, one step more.</source>
        <translation>Courant&#xa0;: chaque saumon suit la flèche de son hexagone (deux flèches&#xa0;: lancez le dé)&#xa0;; sur une cascade, un pas de plus.</translation>
    </message>
    <message>
        <source>Rapids: every player discards one card per arrow leaving their hex.</source>
        <translation>Rapides&#xa0;: chaque joueur défausse une carte par flèche qui quitte son hexagone.</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Contres</translation>
    </message>
    <message>
        <source>Current counters Current, Rapids counters Rapids, Eagle counters Eagle: discard one from your hand to cancel the effect on you. Nothing counters a Bear.</source>
        <translation>Courant contre Courant, Rapides contre Rapides, Aigle contre Aigle&#xa0;: défaussez-en une de votre main pour annuler l’effet sur vous. Rien ne contre un Ours.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>When a salmon reaches the spawning ground, finish the round.</source>
        <translation>Quand un saumon atteint le lieu de reproduction, finissez la manche.</translation>
    </message>
    <message>
        <source>One salmon there wins; several: the fewest Fatigue cards in the swim deck; still tied: a shared win.</source>
        <translation>Un seul saumon arrivé gagne&#xa0;; plusieurs&#xa0;: le moins de cartes Fatigue dans le deck de nage&#xa0;; encore à égalité&#xa0;: victoire partagée.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonMoveBoard</name>
    <message>
        <source>Move Board Upstream</source>
        <translation>Déplacer le plateau vers l’amont</translation>
    </message>
    <message>
        <source>Move Board Downstream</source>
        <translation>Déplacer le plateau vers l’aval</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonNarration</name>
    <message>
        <source>Salmon %1</source>
        <translation>Saumon %1</translation>
    </message>
    <message>
        <source>Swim Forward</source>
        <translation>Nage tout droit</translation>
    </message>
    <message>
        <source>Swim Left</source>
        <translation>Nage à gauche</translation>
    </message>
    <message>
        <source>Swim Right</source>
        <translation>Nage à droite</translation>
    </message>
    <message>
        <source>Double Swim Forward</source>
        <translation>Double nage tout droit</translation>
    </message>
    <message>
        <source>Double Swim Left</source>
        <translation>Double nage à gauche</translation>
    </message>
    <message>
        <source>Double Swim Right</source>
        <translation>Double nage à droite</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Aigle</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Courant</translation>
    </message>
    <message>
        <source>Rapids</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Wild (forward)</source>
        <translation>Joker (tout droit)</translation>
    </message>
    <message>
        <source>Wild (left)</source>
        <translation>Joker (à gauche)</translation>
    </message>
    <message>
        <source>Wild (right)</source>
        <translation>Joker (à droite)</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>draw pile</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <source>%1 rolls %2 and plays first.</source>
        <translation>%1 obtient %2 au dé et joue en premier.</translation>
    </message>
    <message>
        <source>%1: turn begins.</source>
        <translation>%1&#xa0;: début du tour.</translation>
    </message>
    <message>
        <source>%1: plays %2.</source>
        <translation>%1&#xa0;: joue %2.</translation>
    </message>
    <message>
        <source>%1: swims from %2 to %3.</source>
        <translation>%1&#xa0;: nage de %2 à %3.</translation>
    </message>
    <message>
        <source>%1: the %2 move is blocked and cancelled.</source>
        <translation>%1&#xa0;: le déplacement %2 est bloqué et annulé.</translation>
    </message>
    <message>
        <source>%1: jumps from %2 to %3.</source>
        <translation>%1&#xa0;: saute de %2 à %3.</translation>
    </message>
    <message>
        <source>%1: takes a %2 card.</source>
        <translation>%1&#xa0;: prend une carte %2.</translation>
    </message>
    <message>
        <source>%1: draws a card.</source>
        <translation>%1&#xa0;: pioche une carte.</translation>
    </message>
    <message>
        <source>%1: reeds remove a %2 card from the %3.</source>
        <translation>%1&#xa0;: les roseaux retirent une carte %2 de la %3.</translation>
    </message>
    <message>
        <source>A bear moves from %1 to %2.</source>
        <translation>Un ours se déplace de %1 à %2.</translation>
    </message>
    <message>
        <source>%1: bitten by a bear.</source>
        <translation>%1&#xa0;: mordu par un ours.</translation>
    </message>
    <message>
        <source>%1: counters with a %2 card.</source>
        <translation>%1&#xa0;: contre avec une carte %2.</translation>
    </message>
    <message>
        <source>%1: the eagle looks at %2&apos;s hand.</source>
        <translation>%1&#xa0;: l’aigle regarde la main de %2.</translation>
    </message>
    <message>
        <source>%1: the eagle makes %2 discard a %3 card.</source>
        <translation>%1&#xa0;: l’aigle fait défausser une carte %3 à %2.</translation>
    </message>
    <message>
        <source>%1: the current carries the salmon from %2 to %3.</source>
        <translation>%1&#xa0;: le courant emporte le saumon de %2 à %3.</translation>
    </message>
    <message>
        <source>%1: the die shows %2.</source>
        <translation>%1&#xa0;: le dé donne %2.</translation>
    </message>
    <message>
        <source>%1: the rapids make them discard a %2 card.</source>
        <translation>%1&#xa0;: les rapides lui font défausser une carte %2.</translation>
    </message>
    <message>
        <source>%1: a turn of Fatigue cards only, one goes back to the Fatigue deck.</source>
        <translation>%1&#xa0;: un tour avec uniquement des cartes Fatigue, l’une d’elles retourne dans le deck Fatigue.</translation>
    </message>
    <message>
        <source>%1: discards a %2 card down to four.</source>
        <translation>%1&#xa0;: défausse une carte %2 pour revenir à quatre.</translation>
    </message>
    <message>
        <source>%1: reaches the spawning ground! The game ends with this round.</source>
        <translation>%1&#xa0;: atteint le lieu de reproduction&#xa0;! La partie se termine avec ce tour de table.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Play Bear</source>
        <translation>Jouer Ours</translation>
    </message>
    <message>
        <source>Play Eagle</source>
        <translation>Jouer Aigle</translation>
    </message>
    <message>
        <source>Play Current</source>
        <translation>Jouer Courant</translation>
    </message>
    <message>
        <source>Play Rapids</source>
        <translation>Jouer Rapides</translation>
    </message>
    <message>
        <source>Play a Fatigue card</source>
        <translation>Jouer une carte Fatigue</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>Remove nothing more</source>
        <translation>Ne plus rien retirer</translation>
    </message>
    <message>
        <source>Counter it</source>
        <translation>Contrer</translation>
    </message>
    <message>
        <source>Do not counter</source>
        <translation>Ne pas contrer</translation>
    </message>
    <message>
        <source>Jump: %1 then %2</source>
        <translation>Saut&#xa0;: %1 puis %2</translation>
    </message>
    <message>
        <source>Take a %1 card</source>
        <translation>Prendre une carte %1</translation>
    </message>
    <message>
        <source>Remove a %1 card from the %2</source>
        <translation>Retirer une carte %1 de la %2</translation>
    </message>
    <message>
        <source>Move bear %1 one step %2</source>
        <translation>Déplacer l’ours %1 d’un hexagone vers le %2</translation>
    </message>
    <message>
        <source>Move bear %1 %2, then %3</source>
        <translation>Déplacer l’ours %1 vers le %2, puis vers le %3</translation>
    </message>
    <message>
        <source>The eagle looks at your own hand</source>
        <translation>L’aigle regarde votre propre main</translation>
    </message>
    <message>
        <source>The eagle looks at seat %1&apos;s hand</source>
        <translation>L’aigle regarde la main de la place %1</translation>
    </message>
    <message>
        <source>Discard a %1 card</source>
        <translation>Défausser une carte %1</translation>
    </message>
    <message>
        <source>Unknown action %1</source>
        <translation>Action inconnue %1</translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation>hexagone %1</translation>
    </message>
    <message>
        <source>third Swim card this turn</source>
        <translation>troisième carte Nage du tour</translation>
    </message>
    <message>
        <source>a jump</source>
        <translation>un saut</translation>
    </message>
    <message>
        <source>a bear&apos;s bite</source>
        <translation>morsure d’ours</translation>
    </message>
    <message>
        <source>the Fatigue symbol</source>
        <translation>symbole Fatigue</translation>
    </message>
    <message>
        <source>the move would leave the river</source>
        <translation>le déplacement sortirait de la rivière</translation>
    </message>
    <message>
        <source>a rock is in the way</source>
        <translation>un rocher barre le chemin</translation>
    </message>
    <message>
        <source>a waterfall is in the way; only a jump of two Swim cards passes one</source>
        <translation>une cascade barre le chemin&#xa0;; seul un saut de deux cartes Nage la franchit</translation>
    </message>
    <message>
        <source>no waterfall between you and the landing</source>
        <translation>aucune cascade entre vous et l’arrivée</translation>
    </message>
    <message>
        <source>the landing is not open water</source>
        <translation>l’arrivée n’est pas en eau libre</translation>
    </message>
    <message>
        <source>your salmon has spawned and swims no more</source>
        <translation>votre saumon a frayé et ne nage plus</translation>
    </message>
    <message>
        <source>a jump takes two of the turn&apos;s three cards, and fewer are left</source>
        <translation>un saut prend deux des trois cartes du tour, et il en reste moins</translation>
    </message>
    <message>
        <source>No bear is on the river: this Bear card would be played for nothing.</source>
        <translation>Aucun ours sur la rivière&#xa0;: cette carte Ours serait jouée pour rien.</translation>
    </message>
    <message>
        <source>%1: takes a Fatigue card (%2).</source>
        <translation>%1&#xa0;: prend une carte Fatigue (%2).</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPieceMoves</name>
    <message>
        <source>Board %1 (%2) cannot go to place %3: %4</source>
        <translation>Le plateau %1 (%2) ne peut pas aller à la place %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Move board %1 (%2) to place %3</source>
        <translation>Déplacer le plateau %1 (%2) à la place %3</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPieceTexts</name>
    <message>
        <source>rock</source>
        <translation>rocher</translation>
    </message>
    <message>
        <source>waterfall</source>
        <translation>chute d’eau</translation>
    </message>
    <message numerus="yes">
        <source>current, %n arrow(s)</source>
        <translation>
            <numerusform>courant, %n flèche</numerusform>
            <numerusform>courant, %n flèches</numerusform>
        </translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>spawning ground</source>
        <translation>frayère</translation>
    </message>
    <message>
        <source>a bear</source>
        <translation>un ours</translation>
    </message>
    <message>
        <source>Bear %1: hex %2</source>
        <translation>Ours %1&#xa0;: hexagone %2</translation>
    </message>
    <message>
        <source>Hex %1: %2</source>
        <translation>Hexagone %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: hex %2, spawned</source>
        <translation>%1&#xa0;: hexagone %2, a frayé</translation>
    </message>
    <message>
        <source>%1: hex %2</source>
        <translation>%1&#xa0;: hexagone %2</translation>
    </message>
    <message>
        <source>%1&apos;s salmon</source>
        <translation>Saumon de %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPlayerTable</name>
    <message>
        <source>Salmon</source>
        <translation>Saumon</translation>
    </message>
    <message>
        <source>Name and colour of the salmon</source>
        <translation>Nom et couleur du saumon</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>spawned</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Cards in the draw pile</source>
        <translation>Cartes dans la pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Cards in the discard pile</source>
        <translation>Cartes dans la défausse</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Place à l’arrivée</translation>
    </message>
    <message>
        <source>The hex the salmon is on (column-row, from 1 at the river&apos;s bottom left), or spawned</source>
        <translation>L’hexagone où est le saumon (colonne-rangée, à partir de 1 en bas à gauche de la rivière), ou arrivé</translation>
    </message>
    <message>
        <source>Fatigue cards the salmon owns, wherever they are: the fewest wins among spawned salmon</source>
        <translation>Cartes Fatigue du saumon, où qu’elles soient&#xa0;: le moins en a gagne parmi les saumons arrivés</translation>
    </message>
    <message>
        <source>Hex</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Hex.</translation>
    </message>
    <message>
        <source>Deck</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pio.</translation>
    </message>
    <message>
        <source>Disc.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Déf.</translation>
    </message>
    <message>
        <source>Fat.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Fat.</translation>
    </message>
    <message>
        <source>Pl.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pl.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPositionText</name>
    <message>
        <source>play cards</source>
        <translation>jouer des cartes</translation>
    </message>
    <message>
        <source>choose a card from the supply</source>
        <translation>choisir une carte dans les decks additionnels</translation>
    </message>
    <message>
        <source>remove cards in the reeds</source>
        <translation>retirer des cartes dans les roseaux</translation>
    </message>
    <message>
        <source>move a bear</source>
        <translation>déplacer un ours</translation>
    </message>
    <message>
        <source>choose whose hand the eagle looks at</source>
        <translation>choisir la main que regarde l’aigle</translation>
    </message>
    <message>
        <source>counter or not</source>
        <translation>contrer ou non</translation>
    </message>
    <message>
        <source>choose the card the eagle takes</source>
        <translation>choisir la carte que prend l’aigle</translation>
    </message>
    <message>
        <source>discard cards to the rapids</source>
        <translation>défausser des cartes pour les rapides</translation>
    </message>
    <message>
        <source>discard down to four cards</source>
        <translation>défausser jusqu’à n’avoir plus que quatre cartes</translation>
    </message>
    <message>
        <source>Salmon %1</source>
        <translation>Saumon %1</translation>
    </message>
    <message>
        <source>%1 on &quot;%2&quot;, seed %3
</source>
        <translation>%1 sur « %2 », graine %3
</translation>
    </message>
    <message>
        <source>The game is over.
</source>
        <translation>La partie est terminée.
</translation>
    </message>
    <message>
        <source>%1&apos;s turn, %2 cards played; %3 to %4.
</source>
        <translation>Tour de %1, %2 cartes jouées&#xa0;; %3 doit %4.
</translation>
    </message>
    <message>
        <source>A salmon has spawned: the game ends with this round.
</source>
        <translation>Un saumon a atteint le lieu de reproduction&#xa0;: la partie se termine avec ce tour de table.
</translation>
    </message>
    <message>
        <source>Bears: %1. Fatigue deck: %2 cards.
</source>
        <translation>Ours&#xa0;: %1. Deck Fatigue&#xa0;: %2 cartes.
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Salmon</source>
        <translation>Saumon</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>To spawn</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>spawned</source>
        <translation>arrivé</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPrintPieces</name>
    <message>
        <source>Salmon Run river</source>
        <translation>Rivière Salmon Run</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (%2) · %3 of %4</source>
        <translation>%1 (%2) · %3 sur %4</translation>
    </message>
    <message>
        <source>▲ joins %1</source>
        <translation>▲ jouxte %1</translation>
    </message>
    <message>
        <source>▼ joins %1</source>
        <translation>▼ jouxte %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonPropertiesPanel</name>
    <message>
        <source>Board Painter…</source>
        <translation>Atelier de plateaux…</translation>
    </message>
    <message>
        <source>Make your own boards: paint terrain, symbols and currents, then save them to your board library, where the Palette lists them.</source>
        <translation>Créez vos propres plateaux&#xa0;: peignez le terrain, les symboles et les courants, puis enregistrez-les dans votre bibliothèque de plateaux, où la Palette les affiche.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonRandomCourse</name>
    <message>
        <source>Short</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Partie pour débutants</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Partie pour experts</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Partie longue</translation>
    </message>
    <message>
        <source>Marathon</source>
        <translation>Partie marathon</translation>
    </message>
    <message>
        <source>Easy sides</source>
        <translation>Faces faciles</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Faces mixtes</translation>
    </message>
    <message>
        <source>Hard sides</source>
        <translation>Faces difficiles</translation>
    </message>
    <message>
        <source>Random river</source>
        <translation>Rivière aléatoire</translation>
    </message>
    <message>
        <source>%1 river, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonRemoveBoard</name>
    <message>
        <source>Remove Board %1</source>
        <translation>Retirer le plateau %1</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonReplaceBoard</name>
    <message>
        <source>Replace Board %1 with %2</source>
        <translation>Remplacer le plateau %1 par %2</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonRiverBoard</name>
    <message>
        <source>must be one of %1, found &quot;%2&quot;</source>
        <translation>doit être l’une des valeurs %1, trouvé « %2 »</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>must be a pair of numbers [column, row]</source>
        <translation>doit être une paire de nombres [colonne, ligne]</translation>
    </message>
    <message>
        <source>must be a hex of the %1 × %2 board, found [%3, %4]</source>
        <translation>doit être un hexagone du plateau de %1 × %2, trouvé [%3, %4]</translation>
    </message>
    <message>
        <source>must be one of &quot;N&quot;, &quot;NE&quot;, &quot;SE&quot;, &quot;S&quot;, &quot;SW&quot;, &quot;NW&quot;</source>
        <translation>doit valoir « N », « NE », « SE », « S », « SW » ou « NW »</translation>
    </message>
    <message>
        <source>points the same way as arrow 1</source>
        <translation>pointe dans la même direction que la flèche 1</translation>
    </message>
    <message>
        <source>land hexes are not listed</source>
        <translation>les hexagones de terrain ne sont pas listés</translation>
    </message>
    <message>
        <source>a rock carries no symbol and no current arrow</source>
        <translation>un rocher ne porte ni symbole ni flèche de courant</translation>
    </message>
    <message>
        <source>only a water hex can be a start or spawning hex</source>
        <translation>seul un hexagone d’eau peut être un hexagone de départ ou de reproduction</translation>
    </message>
    <message>
        <source>No symbol</source>
        <translation>Aucun symbole</translation>
    </message>
    <message>
        <source>Swim</source>
        <translation>Nage</translation>
    </message>
    <message>
        <source>Double Swim</source>
        <translation>Double nage</translation>
    </message>
    <message>
        <source>Draw +1</source>
        <translation>Pioche +1</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Aigle</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Courant</translation>
    </message>
    <message>
        <source>Rapids</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Current or Rapids</source>
        <translation>Courant ou Rapides</translation>
    </message>
    <message>
        <source>Reeds</source>
        <translation>Roseaux</translation>
    </message>
    <message>
        <source>Reeds ×2</source>
        <translation>Roseaux ×2</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Bear paw</source>
        <translation>Patte d’ours</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Départ %1</translation>
    </message>
    <message>
        <source>Finish %1</source>
        <translation>Arrivée %1</translation>
    </message>
    <message>
        <source>Board %1, easy side</source>
        <translation>Plateau %1, face facile</translation>
    </message>
    <message>
        <source>Board %1, medium side</source>
        <translation>Plateau %1, face moyenne</translation>
    </message>
    <message>
        <source>Board %1, hard side</source>
        <translation>Plateau %1, face difficile</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>hex %1 is listed twice</source>
        <translation>l’hexagone %1 figure deux fois</translation>
    </message>
    <message>
        <source>%1, easy side</source>
        <translation>%1, face facile</translation>
    </message>
    <message>
        <source>%1, medium side</source>
        <translation>%1, face moyenne</translation>
    </message>
    <message>
        <source>%1, hard side</source>
        <translation>%1, face difficile</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonShiftBoard</name>
    <message>
        <source>Shift Board %1 to %2</source>
        <translation>Décaler le plateau %1 à %2</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonTileset</name>
    <message>
        <source>cannot encode PNG</source>
        <translation>impossible d’encoder le PNG</translation>
    </message>
    <message>
        <source>a Tiled map of a Salmon Run river, with its tileset image OUT&apos;s name + -tiles.png</source>
        <translation>une carte Tiled d’une rivière Salmon Run, avec l’image de son jeu de tuiles nommée comme SORTIE suivi de -tiles.png</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonTmxExportAction</name>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>Export for Tiled</source>
        <translation>Exporter pour Tiled</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Cartes Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>Cannot export the river</source>
        <translation>Impossible d’exporter la rivière</translation>
    </message>
    <message>
        <source>Export for &amp;Tiled…</source>
        <translation>Exporter pour Ti&amp;led…</translation>
    </message>
    <message>
        <source>The river as a Tiled map (.tmx) with its tileset image, to edit or render it in Tiled.</source>
        <translation>La rivière en carte Tiled (.tmx) avec l’image de son jeu de tuiles, pour la modifier ou en faire le rendu dans Tiled.</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonUserBoardLibrary</name>
    <message>
        <source>“%1” cannot name a board: use letters, digits, spaces, &apos;-&apos; or &apos;_&apos;, and not the id of a built-in board.</source>
        <translation>« %1 » ne peut pas nommer un plateau&#xa0;: utilisez des lettres, des chiffres, des espaces, « - » ou « _ », et pas l’identifiant d’un plateau intégré.</translation>
    </message>
    <message>
        <source>%1: cannot be removed.</source>
        <translation>%1&#xa0;: suppression impossible.</translation>
    </message>
    <message>
        <source>id: “%1” is a built-in board</source>
        <translation>id&#xa0;: « %1 » est un plateau fourni</translation>
    </message>
    <message>
        <source>id: “%1” is already taken</source>
        <translation>id&#xa0;: « %1 » est déjà pris</translation>
    </message>
</context>
<context>
    <name>cw::salmon::SalmonValueChanges</name>
    <message>
        <source>Rename River</source>
        <translation>Renommer la rivière</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsAddBonusLine</name>
    <message>
        <source>Add Sprint Line</source>
        <translation>Ajouter une ligne de sprint</translation>
    </message>
    <message>
        <source>Add Monarch of the Mountain Line</source>
        <translation>Ajouter une ligne de Monarque de la Montagne</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsAddTile</name>
    <message>
        <source>Add Tile %1</source>
        <translation>Ajouter la tuile %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsBonusLinePlaces</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>sprint line</source>
        <translation>ligne de sprint</translation>
    </message>
    <message>
        <source>Monarch of the Mountain line</source>
        <translation>ligne de Monarque de la Montagne</translation>
    </message>
    <message>
        <source>a %1 may lie on %2</source>
        <translation>une %1 peut être sur %2</translation>
    </message>
    <message>
        <source>no tile of this road but the Start and the Finish has two rows of sprint terrain; the built-in sides with them are %1</source>
        <translation>aucune tuile de cette route, hors Départ et Arrivée, n’a deux rangées de terrain de sprint&#xa0;; les faces fournies qui en ont sont %1</translation>
    </message>
    <message>
        <source>no tile of this road has two rows of mountain terrain; the built-in sides with them are %1</source>
        <translation>aucune tuile de cette route n’a deux rangées de terrain de montagne&#xa0;; les faces fournies qui en ont sont %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsBonusLineProperties</name>
    <message>
        <source>Bonus line %1</source>
        <translation>Ligne de bonus %1</translation>
    </message>
    <message>
        <source>On %1, between its rows %2 and %3.</source>
        <translation>Sur %1, entre ses rangées %2 et %3.</translation>
    </message>
    <message>
        <source>On tile %1, which the road does not have.</source>
        <translation>Sur la tuile %1, que la route n’a pas.</translation>
    </message>
    <message>
        <source>Where it may go: %1.</source>
        <translation>Où elle peut aller&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type&#xa0;:</translation>
    </message>
    <message>
        <source>After row:</source>
        <translation>Après la rangée&#xa0;:</translation>
    </message>
    <message>
        <source>Sprint line</source>
        <translation>Ligne de sprint</translation>
    </message>
    <message>
        <source>Monarch of the Mountain line</source>
        <translation>Ligne de Monarque de la Montagne</translation>
    </message>
    <message>
        <source>The line lies between this row of its tile and the next.</source>
        <translation>La ligne est entre cette rangée de sa tuile et la suivante.</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Retirer la ligne</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCanvas</name>
    <message>
        <source>Tile %1: %2</source>
        <translation>Tuile %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Sprint line %1</source>
        <translation>Ligne de sprint %1</translation>
    </message>
    <message>
        <source>Monarch of the Mountain line %1</source>
        <translation>Ligne de Monarque de la Montagne %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCardSheets</name>
    <message>
        <source>T</source>
        <comment>Temporary fatigue</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Temporaire</translation>
    </message>
    <message>
        <source>P</source>
        <comment>Permanent fatigue</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanente</translation>
    </message>
    <message>
        <source>Sprint</source>
        <translation>Sprint</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Bonus line</source>
        <translation>Ligne de bonification</translation>
    </message>
    <message>
        <source>Penalty line</source>
        <translation>Ligne de pénalité</translation>
    </message>
    <message>
        <source>Visions of Rainbows print-and-play</source>
        <translation>Visions of Rainbows à imprimer</translation>
    </message>
    <message>
        <source>Flats</source>
        <translation>Plat</translation>
    </message>
    <message>
        <source>Descent</source>
        <translation>Descente</translation>
    </message>
    <message>
        <source>Cobbles</source>
        <translation>Pavés</translation>
    </message>
    <message>
        <source>Moves with the riders linked behind it.</source>
        <translation>Se déplace avec les coureurs liés derrière lui.</translation>
    </message>
    <message>
        <source>Pushes the riders linked ahead of it.</source>
        <translation>Pousse les coureurs liés devant lui.</translation>
    </message>
    <message>
        <source>Moves its whole line. No class or fatigue modifier.</source>
        <translation>Déplace toute sa file. Aucun modificateur de classe ni de fatigue.</translation>
    </message>
    <message>
        <source>Moves alone.</source>
        <translation>Se déplace seul.</translation>
    </message>
    <message>
        <source>Name Lead, Chase, Draft or Break.</source>
        <translation>Annoncez Mener, Chasser, Aspiration ou Échappée.</translation>
    </message>
    <message>
        <source>Pain Cave</source>
        <translation>Caverne de la douleur</translation>
    </message>
    <message>
        <source>Sticky Bottle</source>
        <translation>Bidon collé</translation>
    </message>
    <message>
        <source>Aero Tuck</source>
        <translation>Position aéro</translation>
    </message>
    <message>
        <source>Argy Bargy</source>
        <translation>Coup d’épaule</translation>
    </message>
    <message>
        <source>Rubber Band</source>
        <translation>Élastique</translation>
    </message>
    <message>
        <source>Delusions of Epic-ness</source>
        <translation>Délire épique</translation>
    </message>
    <message>
        <source>May move diagonally forward: one forward-left or forward-right step costs 1 PS.</source>
        <translation>Peut avancer en diagonale&#xa0;: un pas en avant à gauche ou à droite coûte 1 CP.</translation>
    </message>
    <message>
        <source>After the move, remove 1 Temporary fatigue from this rider.</source>
        <translation>Après le déplacement, retirez 1 fatigue temporaire de ce coureur.</translation>
    </message>
    <message>
        <source>+2 PS if the rider starts on a descent.</source>
        <translation>+2 CP si le coureur part d’une descente.</translation>
    </message>
    <message>
        <source>Sideways bumps cost 1 PS.</source>
        <translation>Les bousculades latérales coûtent 1 CP.</translation>
    </message>
    <message>
        <source>+2 PS if the rider is not in the leading line.</source>
        <translation>+2 CP si le coureur n’est pas dans la file de tête.</translation>
    </message>
    <message>
        <source>+1 PS for every 5 rows the rider is behind the leader.</source>
        <translation>+1 CP par tranche de 5 rangées de retard sur le leader.</translation>
    </message>
    <message>
        <source>%1 team</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>When you draw this card, resolve an Event (at most 2 per phase), then draw again.</source>
        <translation>Quand vous piochez cette carte, résolvez un Événement (2 au plus par phase), puis piochez de nouveau.</translation>
    </message>
    <message>
        <source>Pedal Strokes</source>
        <translation>Coups de pédale</translation>
    </message>
    <message>
        <source>Every rider not linked to another takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur lié à aucun autre prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every rider on cobbles takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur sur les pavés prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every rider of the longest linked line (tie: the better placed line) takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur de la plus longue file liée (égalité&#xa0;: la file la mieux placée) prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>The best-placed rider moves back 3 rows (nearest empty space of that row, or further back).</source>
        <translation>Le coureur le mieux placé recule de 3 rangées (case vide la plus proche de cette rangée, ou plus loin en arrière).</translation>
    </message>
    <message>
        <source>Every rider removes 1 Temporary fatigue.</source>
        <translation>Chaque coureur retire 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every leading rider (no rider ahead of it in its lane within 3 rows) takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur de tête (aucun coureur devant lui dans sa voie à moins de 3 rangées) prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every rider on a mountain except Climbers takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur en montagne, sauf les grimpeurs, prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>No other effect.</source>
        <translation>Aucun autre effet.</translation>
    </message>
    <message>
        <source>The last-placed rider moves forward up to 3 rows, as in Grupo Compacto.</source>
        <translation>Le coureur le moins bien placé avance de 3 rangées au plus, comme pour le Grupo Compacto.</translation>
    </message>
    <message>
        <source>The best-placed rider takes 1 Permanent fatigue.</source>
        <translation>Le coureur le mieux placé prend 1 fatigue permanente.</translation>
    </message>
    <message>
        <source>The second-placed rider moves back 2 rows.</source>
        <translation>Le deuxième coureur recule de 2 rangées.</translation>
    </message>
    <message>
        <source>Every rider with 3 or more fatigue takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur ayant 3 fatigues ou plus prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every rider on flats removes 1 Temporary fatigue.</source>
        <translation>Chaque coureur sur le plat retire 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every rider directly behind a rider of another team takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur juste derrière un coureur d’une autre équipe prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Every rider on a descent takes 1 Temporary fatigue.</source>
        <translation>Chaque coureur en descente prend 1 fatigue temporaire.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Grupo Compacto</source>
        <translation>Grupo Compacto</translation>
    </message>
    <message>
        <source>the %1 rearmost riders</source>
        <translation>les %1 coureurs les plus en arrière</translation>
    </message>
    <message>
        <source>Riders on the road side are never affected.</source>
        <translation>Les coureurs sur le bas-côté ne sont jamais concernés.</translation>
    </message>
    <message>
        <source>Bonus ability: your All-Star gets +1 PS on flats.</source>
        <translation>Capacité bonus&#xa0;: votre leader gagne +1 CP sur le plat.</translation>
    </message>
    <message>
        <source>Bonus ability: one of your Domestiques gets +1 PS on mountains.</source>
        <translation>Capacité bonus&#xa0;: un de vos équipiers gagne +1 CP en montagne.</translation>
    </message>
    <message>
        <source>Bonus ability: your Sprinter gets +1 PS on sprint.</source>
        <translation>Capacité bonus&#xa0;: votre sprinteur gagne +1 CP au sprint.</translation>
    </message>
    <message>
        <source>Bonus ability: one of your Domestiques gets +1 PS on descents.</source>
        <translation>Capacité bonus&#xa0;: un de vos équipiers gagne +1 CP en descente.</translation>
    </message>
    <message>
        <source>+2 PS for this activation. Play it before the Action card.</source>
        <translation>+2 CP pour cette activation. À jouer avant la carte Action.</translation>
    </message>
    <message>
        <source>One of your riders removes 2 Temporary fatigue.</source>
        <translation>Un de vos coureurs retire 2 fatigues temporaires.</translation>
    </message>
    <message>
        <source>One of your riders removes 1 Permanent fatigue.</source>
        <translation>Un de vos coureurs retire 1 fatigue permanente.</translation>
    </message>
    <message>
        <source>With a Draft card, the rider keeps its class modifiers.</source>
        <translation>Avec une carte Aspiration, le coureur garde ses modificateurs de classe.</translation>
    </message>
    <message>
        <source>Move up to 2 fatigue from one of your riders to one of your Domestiques (it holds at most 5).</source>
        <translation>Déplacez jusqu’à 2 fatigues d’un de vos coureurs vers un de vos équipiers (5 au plus).</translation>
    </message>
    <message>
        <source>On an opponent&apos;s turn, when its move ends directly ahead of one of your riders in the same lane: your rider moves forward up to 2 empty spaces.</source>
        <translation>Pendant le tour d’un adversaire, quand son déplacement s’achève juste devant un de vos coureurs dans la même voie&#xa0;: votre coureur avance de 2 cases vides au plus.</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <source>Initial: play at once when dealt</source>
        <translation>Initiale&#xa0;: à jouer dès qu’elle est distribuée</translation>
    </message>
    <message>
        <source>At most one per turn</source>
        <translation>Une au plus par tour</translation>
    </message>
    <message>
        <source>%1 team — short game</source>
        <translation>Équipe %1 — course courte</translation>
    </message>
    <message>
        <source>%1 team — medium and long games</source>
        <translation>Équipe %1 — courses moyennes et longues</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>%1 PS</source>
        <translation>%1 CP</translation>
    </message>
    <message>
        <source>Bonus abilities</source>
        <translation>Capacités bonus</translation>
    </message>
    <message>
        <source>Podium</source>
        <translation>Podium</translation>
    </message>
    <message>
        <source>Events this phase (at most 2)</source>
        <translation>Événements de cette phase (2 au plus)</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Événement %1</translation>
    </message>
    <message>
        <source>Each place is worth its seconds. Every rider beyond the penalty line adds 0:01; every bonus takes off 0:02. Lowest team total wins; a tie goes to the team whose worst-placed rider is placed higher.</source>
        <translation>Chaque place vaut ses secondes. Chaque coureur au-delà de la ligne de pénalité ajoute 0:01&#xa0;; chaque bonification retire 0:02. Le plus petit total d’équipe l’emporte&#xa0;; en cas d’égalité, l’équipe dont le coureur le moins bien placé est le mieux classé.</translation>
    </message>
    <message>
        <source>The best-placed rider, if linked to no one, gets a −2 s bonus.</source>
        <translation>Le coureur le mieux placé, s’il n’est lié à personne, gagne une bonification de −2 s.</translation>
    </message>
    <message>
        <source>Your rider first across a bonus line this turn gets −3 s instead of −2 s.</source>
        <translation>Votre coureur qui franchit le premier une ligne de bonification ce tour gagne −3 s au lieu de −2 s.</translation>
    </message>
    <message>
        <source>Visions of Rainbows</source>
        <translation>Visions of Rainbows</translation>
    </message>
    <message>
        <source>riders</source>
        <translation>coureurs</translation>
    </message>
    <message>
        <source>Available Rider indicator</source>
        <translation>Indicateur de coureur disponible</translation>
    </message>
    <message>
        <source>fatigue</source>
        <translation>fatigue</translation>
    </message>
    <message>
        <source>bonus seconds</source>
        <translation>secondes de bonification</translation>
    </message>
    <message>
        <source>bonus abilities</source>
        <translation>capacités bonus</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>Available riders</source>
        <translation>Coureurs disponibles</translation>
    </message>
    <message>
        <source>black labels</source>
        <translation>étiquettes noires</translation>
    </message>
    <message>
        <source>white labels</source>
        <translation>étiquettes blanches</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsChangeBonusLineType</name>
    <message>
        <source>Make Bonus Line %1 a Sprint Line</source>
        <translation>Faire de la ligne de bonus %1 une ligne de sprint</translation>
    </message>
    <message>
        <source>Make Bonus Line %1 a Monarch of the Mountain Line</source>
        <translation>Faire de la ligne de bonus %1 une ligne de Monarque de la Montagne</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCourse</name>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>must be &quot;A&quot; or &quot;B&quot;, found &quot;%1&quot;</source>
        <translation>doit valoir « A » ou « B », trouvé « %1 »</translation>
    </message>
    <message>
        <source>must be &quot;sprint&quot; or &quot;mountain&quot;, found &quot;%1&quot;</source>
        <translation>doit valoir « sprint » ou « mountain », trouvé « %1 »</translation>
    </message>
    <message>
        <source>another custom tile already has the id &quot;%1&quot;</source>
        <translation>une autre tuile personnalisée a déjà l&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>must be short, medium or long, found &quot;%1&quot;</source>
        <translation>doit valoir short, medium ou long, trouvé « %1 »</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCourseDocument</name>
    <message>
        <source>Random Course</source>
        <translation>Parcours aléatoire</translation>
    </message>
    <message>
        <source>Bonus line %1</source>
        <translation>Ligne de bonification %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Road space</source>
        <translation>Case de route</translation>
    </message>
    <message>
        <source>bonus line %1 went, as no %2 can lie on the new side</source>
        <translation>la ligne de bonus %1 est retirée, car aucune %2 ne peut être sur la nouvelle face</translation>
    </message>
    <message>
        <source>bonus line %1 moved to between rows %2 and %3, where its terrain is</source>
        <translation>la ligne de bonus %1 est déplacée entre les rangées %2 et %3, où est son terrain</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCourseKind</name>
    <message>
        <source>Visions of Rainbows road</source>
        <translation>Route de Visions of Rainbows</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>New road</source>
        <translation>Nouvelle route</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCourseValidator</name>
    <message>
        <source>the road has no tiles</source>
        <translation>la route n&apos;a aucune tuile</translation>
    </message>
    <message>
        <source>%1 overlaps %2 on the table</source>
        <translation>%1 chevauche %2 sur la table</translation>
    </message>
    <message>
        <source>Tile %1 (%2)</source>
        <translation>Tuile %1 (%2)</translation>
    </message>
    <message>
        <source>tile %1 (%2)</source>
        <translation>la tuile %1 (%2)</translation>
    </message>
    <message>
        <source>%1, between rows %2 and %3</source>
        <translation>%1, entre les rangées %2 et %3</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1, rangée %2</translation>
    </message>
    <message>
        <source>%1: no built-in or custom tile has the id &quot;%2&quot;</source>
        <translation>%1&#xa0;: aucune tuile intégrée ou personnalisée n&apos;a l&apos;identifiant « %2 »</translation>
    </message>
    <message>
        <source>%1: tile %2 has no side %3</source>
        <translation>%1&#xa0;: la tuile %2 n&apos;a pas de face %3</translation>
    </message>
    <message>
        <source>%1: tile %2 is already used as %3: a tile has only one side up</source>
        <translation>%1&#xa0;: la tuile %2 est déjà utilisée comme %3&#xa0;: une tuile n&apos;a qu&apos;une face visible</translation>
    </message>
    <message>
        <source>%1: it begins with a lane count of %2, but %3 ends with %4</source>
        <translation>%1&#xa0;: elle commence avec %2 voies, mais %3 se termine avec %4</translation>
    </message>
    <message>
        <source>a road holds at most %1 bonus lines, found %2</source>
        <translation>une route porte au plus %1 lignes de bonus, trouvé %2</translation>
    </message>
    <message>
        <source>%1: row %2 is not between two of its %3 rows</source>
        <translation>%1&#xa0;: la rangée %2 n&apos;est pas entre deux de ses %3 rangées</translation>
    </message>
    <message>
        <source>%1: a tile holds at most one bonus line, and bonus line %2 is already on it</source>
        <translation>%1&#xa0;: une tuile porte au plus une ligne de bonus, et la ligne de bonus %2 y est déjà</translation>
    </message>
    <message>
        <source>Visions of Rainbows is for %1 to %2 players, not %3</source>
        <translation>Visions of Rainbows se joue de %1 à %2 joueurs, pas %3</translation>
    </message>
    <message>
        <source>%1: the start spaces number %2, but %3 teams have %4 riders</source>
        <translation>%1&#xa0;: il y a %2 cases de départ, mais %3 équipes ont %4 coureurs</translation>
    </message>
    <message>
        <source>%1: the start spaces number %2, but every game has at least %3 riders</source>
        <translation>%1&#xa0;: il y a %2 cases de départ, mais toute partie a au moins %3 coureurs</translation>
    </message>
    <message>
        <source>the road takes %1 × %2 cm and does not fit the table of %3 × %4 cm</source>
        <translation>la route occupe %1 × %2 cm et ne tient pas sur la table de %3 × %4 cm</translation>
    </message>
    <message>
        <source>tile pieces of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 and will be tiled across several sheets (%6 pieces)</source>
        <translation>des pièces de tuile jusqu&apos;à %1 × %2 mm ne tiennent pas dans la zone imprimable de %3 × %4 mm du %5 et seront réparties sur plusieurs feuilles (%6 pièces)</translation>
    </message>
    <message>
        <source>the road has no tile %1; %2</source>
        <translation>la route n’a pas de tuile %1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1: bonus lines cannot lie on the Start or the Finish; %2</source>
        <translation>%1&#xa0;: les lignes de bonus ne peuvent pas être sur le Départ ni sur l&apos;Arrivée&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1: a sprint line must lie between two rows of sprint terrain; %2</source>
        <translation>%1&#xa0;: une ligne de sprint doit être entre deux rangées de terrain de sprint&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1: a Monarch of the Mountain line must lie between two rows of mountain terrain; %2</source>
        <translation>%1&#xa0;: une ligne de Monarque de la Montagne doit être entre deux rangées de terrain de montagne&#xa0;; %2</translation>
    </message>
    <message>
        <source>the first tile must be the Start</source>
        <translation>la première tuile doit être le Départ</translation>
    </message>
    <message>
        <source>the Start can only be the first tile</source>
        <translation>le Départ ne peut être que la première tuile</translation>
    </message>
    <message>
        <source>the last tile must be the Finish</source>
        <translation>la dernière tuile doit être l&apos;Arrivée</translation>
    </message>
    <message>
        <source>the Finish can only be the last tile</source>
        <translation>l&apos;Arrivée ne peut être que la dernière tuile</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsCourseVariations</name>
    <message>
        <source>tile %1 (%2%3)</source>
        <translation>tuile %1 (%2%3)</translation>
    </message>
    <message>
        <source>%1 turned over to side %2</source>
        <translation>%1 retournée sur la face %2</translation>
    </message>
    <message>
        <source>%1 and %2 swapped</source>
        <translation>%1 et %2 échangées</translation>
    </message>
    <message>
        <source>The %1 on %2, row %3, moved to %4, row %5</source>
        <translation>La %1 de la %2, rangée %3, déplacée sur la %4, rangée %5</translation>
    </message>
    <message>
        <source>A tile turns over to its other side, two road tiles swap places, or a bonus line moves to another boundary where it may lie. Tiles are not rotated: a tile&apos;s shape sets its turn.</source>
        <translation>Une tuile est retournée sur son autre face, deux tuiles de route échangent leurs places, ou une ligne de bonus passe à une autre limite où elle peut se trouver. Les tuiles ne pivotent pas&#xa0;: la forme d’une tuile fixe son virage.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsFlipTile</name>
    <message>
        <source>Flip Tile %1</source>
        <translation>Retourner la tuile %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsGame</name>
    <message>
        <source>Movement phase</source>
        <translation>Phase de mouvement</translation>
    </message>
    <message>
        <source>Temporary fatigue taken (T)</source>
        <translation>Fatigue temporaire prise (T)</translation>
    </message>
    <message>
        <source>Permanent fatigue taken (P)</source>
        <translation>Fatigue permanente prise (P)</translation>
    </message>
    <message>
        <source>Fatigue taken from an Event</source>
        <translation>Fatigue prise à cause d&apos;un Événement</translation>
    </message>
    <message>
        <source>Rider bumped</source>
        <translation>Coureur poussé</translation>
    </message>
    <message>
        <source>Lane change</source>
        <translation>Changement de file</translation>
    </message>
    <message>
        <source>Bonus line won (amount: seconds)</source>
        <translation>Ligne de bonus gagnée (quantité&#xa0;: secondes)</translation>
    </message>
    <message>
        <source>Event drawn</source>
        <translation>Événement tiré</translation>
    </message>
    <message>
        <source>Dropped back to the team car</source>
        <translation>Rentré à la voiture d&apos;équipe</translation>
    </message>
    <message>
        <source>Dropped rider rescued</source>
        <translation>Coureur lâché secouru</translation>
    </message>
    <message>
        <source>Grupo Compacto</source>
        <translation>Grupo Compacto</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <source>Tactics card played</source>
        <translation>Carte Tactique jouée</translation>
    </message>
    <message>
        <source>bonus line at row %1</source>
        <translation>ligne de bonus au rang %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsGameInfo</name>
    <message>
        <source>seats: Visions of Rainbows needs %1 to %2 teams, not %3</source>
        <translation>places&#xa0;: Visions of Rainbows se joue de %1 à %2 équipes, pas %3</translation>
    </message>
    <message>
        <source>course: the road has %1 start spaces, %2 teams need %3</source>
        <translation>parcours&#xa0;: la route a %1 cases de départ, %2 équipes en demandent %3</translation>
    </message>
    <message>
        <source>Visions of Rainbows</source>
        <translation>Visions of Rainbows</translation>
    </message>
    <message>
        <source>&amp;Teams:</source>
        <translation>É&amp;quipes&#xa0;:</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>The Visions of Rainbows rulebook names no author; it thanks Kelly Lambeth and the playtesters.</source>
        <translation>La règle de Visions of Rainbows ne nomme pas d&apos;auteur&#xa0;; elle remercie Kelly Lambeth et les testeurs.</translation>
    </message>
    <message>
        <source>Start space %1 first</source>
        <translation>Case de départ %1 d&apos;abord</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsKindEditor</name>
    <message>
        <source>flats</source>
        <translation>plat</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>descent</source>
        <translation>descente</translation>
    </message>
    <message>
        <source>sprint</source>
        <translation>sprint</translation>
    </message>
    <message>
        <source>cobbles</source>
        <translation>pavés</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>ligne droite</translation>
    </message>
    <message>
        <source>curve left</source>
        <translation>virage à gauche</translation>
    </message>
    <message>
        <source>curve right</source>
        <translation>virage à droite</translation>
    </message>
    <message>
        <source>%1 lanes</source>
        <translation>%1 voies</translation>
    </message>
    <message>
        <source>%1→%2 lanes</source>
        <translation>%1→%2 voies</translation>
    </message>
    <message>
        <source>Your tile from the tile painter. %1</source>
        <translation>Votre tuile, faite avec le peintre de tuiles. %1</translation>
    </message>
    <message>
        <source>Start and finish</source>
        <translation>Départ et arrivée</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Virages</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Lignes droites</translation>
    </message>
    <message>
        <source>Terrain: %1</source>
        <translation>Terrain&#xa0;: %1</translation>
    </message>
    <message>
        <source>Bonus lines</source>
        <translation>Lignes de bonus</translation>
    </message>
    <message>
        <source>Sprint line</source>
        <translation>Ligne de sprint</translation>
    </message>
    <message>
        <source>A sprint line: the first rider across it gains 2 seconds. It lies between two rows of sprint terrain, one bonus line to a tile, five at most, never on the Start or the Finish.
Click to add one where it fits, or drag it onto a tile.</source>
        <translation>Une ligne de sprint&#xa0;: le premier coureur à la franchir gagne 2 secondes. Elle est entre deux rangées de terrain de sprint, une ligne de bonus par tuile, cinq au plus, jamais sur le Départ ni sur l’Arrivée.
Cliquez pour en ajouter une là où elle tient, ou faites-la glisser sur une tuile.</translation>
    </message>
    <message>
        <source>Monarch of the Mountain line</source>
        <translation>Ligne de Monarque de la Montagne</translation>
    </message>
    <message>
        <source>A Monarch of the Mountain line: the first rider across it gains 2 seconds. It lies between two rows of mountain terrain, one bonus line to a tile, five at most, never on the Start or the Finish.
Click to add one where it fits, or drag it onto a tile.</source>
        <translation>Une ligne de Monarque de la Montagne&#xa0;: le premier coureur à la franchir gagne 2 secondes. Elle est entre deux rangées de terrain de montagne, une ligne de bonus par tuile, cinq au plus, jamais sur le Départ ni sur l’Arrivée.
Cliquez pour en ajouter une là où elle tient, ou faites-la glisser sur une tuile.</translation>
    </message>
    <message>
        <source>Click to add this tile side after the selected tile, or drop it on a tile of the road to insert it after that tile (hold Shift to replace the tile).</source>
        <translation>Cliquez pour ajouter cette face après la tuile sélectionnée, ou déposez-la sur une tuile de la route pour l’insérer après cette tuile (maintenez Maj pour remplacer la tuile).</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Vos tuiles</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Non chargée</translation>
    </message>
    <message>
        <source>This file of your tile library cannot be read, so its tile is not listed. The file is left as it is.
%1</source>
        <translation>Ce fichier de votre bibliothèque de tuiles ne peut pas être lu, sa tuile n’est donc pas listée. Le fichier est laissé tel quel.
%1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsKit</name>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Each deck has its own back: a team&apos;s Action deck, the Event deck, the Tactics deck.</source>
        <translation>Chaque paquet a son propre dos&#xa0;: le paquet Action d’une équipe, le paquet Événement, le paquet Tactique.</translation>
    </message>
    <message>
        <source>Action cards: one deck of 17 per team (16 actions and Making Headlines)</source>
        <translation>Cartes Action&#xa0;: un paquet de 17 par équipe (16 actions et À la une)</translation>
    </message>
    <message>
        <source>Event cards</source>
        <translation>Cartes Événement</translation>
    </message>
    <message>
        <source>Tactics cards (medium and long games)</source>
        <translation>Cartes Tactique (parties moyennes et longues)</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Riders and the indicator have a white label on one side and a black one on the other.</source>
        <translation>Les coureurs et l’indicateur ont une étiquette blanche d’un côté et une noire de l’autre.</translation>
    </message>
    <message>
        <source>Rider chits: 6 per team</source>
        <translation>Jetons coureur&#xa0;: 6 par équipe</translation>
    </message>
    <message>
        <source>Available Rider indicator</source>
        <translation>Indicateur de coureur disponible</translation>
    </message>
    <message>
        <source>Temporary fatigue chits</source>
        <translation>Jetons de fatigue temporaire</translation>
    </message>
    <message>
        <source>Permanent fatigue chits</source>
        <translation>Jetons de fatigue permanente</translation>
    </message>
    <message>
        <source>Sprint bonus chits (−2 s)</source>
        <translation>Jetons de bonification de sprint (−2 s)</translation>
    </message>
    <message>
        <source>Monarch of the Mountain bonus chits (−2 s)</source>
        <translation>Jetons de bonification de Monarque de la Montagne (−2 s)</translation>
    </message>
    <message>
        <source>Bonus ability chits, one per Initial Tactic</source>
        <translation>Jetons de capacité bonus, un par Tactique initiale</translation>
    </message>
    <message>
        <source>Bonus line chits</source>
        <translation>Jetons de ligne de bonification</translation>
    </message>
    <message>
        <source>Penalty line chit</source>
        <translation>Jeton de ligne de pénalité</translation>
    </message>
    <message>
        <source>Mats</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>Use the side of the team mat that matches the game&apos;s length.</source>
        <translation>Utilisez le côté du plateau d’équipe qui correspond à la durée de la partie.</translation>
    </message>
    <message>
        <source>Team mats: 7 teams, a short-game side and a medium-and-long side</source>
        <translation>Plateaux d’équipe&#xa0;: 7 équipes, un côté partie courte et un côté partie moyenne et longue</translation>
    </message>
    <message>
        <source>Podium mat</source>
        <translation>Plateau du podium</translation>
    </message>
    <message>
        <source>Spare markers (coins or cubes), should the fatigue chits run out</source>
        <translation>Des marqueurs de rechange (pièces ou cubes), si les jetons de fatigue venaient à manquer</translation>
    </message>
    <message>
        <source>Visions of Rainbows at a glance</source>
        <translation>Visions of Rainbows en bref</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Phase de déplacement</translation>
    </message>
    <message>
        <source>In turn, each player activates one available rider with one Action card, takes the card&apos;s fatigue, then draws back to 5.</source>
        <translation>À tour de rôle, chaque joueur active un coureur disponible avec une carte Action, prend la fatigue de la carte, puis repioche jusqu’à 5.</translation>
    </message>
    <message>
        <source>Drawing Making Headlines resolves an Event (at most 2 a phase), then draw again.</source>
        <translation>Piocher À la une déclenche un Événement (2 au plus par phase), puis on repioche.</translation>
    </message>
    <message>
        <source>The phase ends when every rider has been activated once.</source>
        <translation>La phase se termine quand chaque coureur a été activé une fois.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <source>Each Pedal Stroke (PS) moves one space forward or sideways; no diagonal or backward steps unless a card says so.</source>
        <translation>Chaque coup de pédale (CP) avance d’une case vers l’avant ou sur le côté&#xa0;; ni diagonale ni recul sauf si une carte le dit.</translation>
    </message>
    <message>
        <source>Spend PS moving forward while you can; sideways moves are never forced.</source>
        <translation>Dépensez les CP vers l’avant tant que vous le pouvez&#xa0;; un pas de côté n’est jamais obligatoire.</translation>
    </message>
    <message>
        <source>Bumping into an occupied space costs 2 PS. Never onto the road side.</source>
        <translation>Bousculer un coureur sur une case occupée coûte 2 CP. Jamais vers le bas-côté.</translation>
    </message>
    <message>
        <source>Linked: riders in one lane with no empty space between them.</source>
        <translation>En file&#xa0;: des coureurs d’une même voie sans case vide entre eux.</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Types de cartes</translation>
    </message>
    <message>
        <source>Lead: the riders linked behind follow, sideways too. Bumps forward and sideways.</source>
        <translation>Relais&#xa0;: les coureurs en file derrière suivent, sur le côté aussi. Bouscule vers l’avant et sur le côté.</translation>
    </message>
    <message>
        <source>Chase: pushes the riders linked ahead. Bumps sideways.</source>
        <translation>Chasse&#xa0;: pousse les coureurs en file devant. Bouscule sur le côté.</translation>
    </message>
    <message>
        <source>Draft: the whole line moves forward; no class or fatigue modifier. Bumps sideways.</source>
        <translation>Aspiration&#xa0;: toute la file avance&#xa0;; aucun modificateur de classe ni de fatigue. Bouscule sur le côté.</translation>
    </message>
    <message>
        <source>Break: the rider moves alone. Bumps forward and sideways.</source>
        <translation>Échappée&#xa0;: le coureur se déplace seul. Bouscule vers l’avant et sur le côté.</translation>
    </message>
    <message>
        <source>Wild: name Lead, Chase, Draft or Break.</source>
        <translation>Joker&#xa0;: annoncez Relais, Chasse, Aspiration ou Échappée.</translation>
    </message>
    <message>
        <source>Fatigue (at most 5 chits)</source>
        <translation>Fatigue (5 jetons au plus)</translation>
    </message>
    <message>
        <source>Short game: −1 PS for each chit.</source>
        <translation>Partie courte&#xa0;: −1 CP par jeton.</translation>
    </message>
    <message>
        <source>Medium and long games: 1 chit no effect, then −2, −3, −4, −5 PS.</source>
        <translation>Parties moyennes et longues&#xa0;: 1 jeton sans effet, puis −2, −3, −4, −5 CP.</translation>
    </message>
    <message>
        <source>Only the activated rider is slowed.</source>
        <translation>Seul le coureur activé est ralenti.</translation>
    </message>
    <message>
        <source>Class modifiers (flats / mountain / descent / sprint / cobbles)</source>
        <translation>Modificateurs de classe (plat / montagne / descente / sprint / pavés)</translation>
    </message>
    <message>
        <source>All-Star: 0 / +1 / 0 / +1 / 0</source>
        <translation>Leader&#xa0;: 0 / +1 / 0 / +1 / 0</translation>
    </message>
    <message>
        <source>Climber: 0 / +2 / −1 / −1 / −1</source>
        <translation>Grimpeur&#xa0;: 0 / +2 / −1 / −1 / −1</translation>
    </message>
    <message>
        <source>Sprinter: 0 / −1 / −1 / +2 / 0</source>
        <translation>Sprinteur&#xa0;: 0 / −1 / −1 / +2 / 0</translation>
    </message>
    <message>
        <source>Domestique: 0 / 0 / 0 / 0 / +1</source>
        <translation>Équipier&#xa0;: 0 / 0 / 0 / 0 / +1</translation>
    </message>
    <message>
        <source>For the terrain the move starts on, and each new terrain type entered.</source>
        <translation>Pour le terrain où le déplacement commence, et chaque nouveau type de terrain atteint.</translation>
    </message>
    <message>
        <source>Reorganization</source>
        <translation>Réorganisation</translation>
    </message>
    <message>
        <source>1. A rider over the finish line: the endgame.</source>
        <translation>1. Un coureur a franchi la ligne d’arrivée&#xa0;: fin de partie.</translation>
    </message>
    <message>
        <source>2. Medium and long games: riders with fatigue may drop back 5 rows to the road side and remove all Temporary fatigue.</source>
        <translation>2. Parties moyennes et longues&#xa0;: les coureurs fatigués peuvent reculer de 5 rangées sur le bas-côté et retirer toute leur fatigue temporaire.</translation>
    </message>
    <message>
        <source>3. Rescue a dropped rider: +1 Permanent fatigue.</source>
        <translation>3. Repêcher un coureur lâché&#xa0;: +1 fatigue permanente.</translation>
    </message>
    <message>
        <source>4. No Event this phase: resolve one. 5. Turn the indicator over.</source>
        <translation>4. Aucun Événement dans la phase&#xa0;: en résoudre un. 5. Retourner l’indicateur.</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Grupo Compacto first: the rearmost riders may each move up to 10 rows, never past the next rider ahead.</source>
        <translation>Grupo Compacto d’abord&#xa0;: les coureurs les plus en arrière peuvent chacun avancer de 10 rangées au plus, jamais au-delà du coureur suivant.</translation>
    </message>
    <message>
        <source>Riders on the road side are never affected.</source>
        <translation>Les coureurs sur le bas-côté ne sont jamais concernés.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Podium place p is worth p − 1 seconds; each rider not across the line adds 1 s; each bonus takes off 2 s.</source>
        <translation>La place p du podium vaut p − 1 secondes&#xa0;; chaque coureur qui n’a pas franchi la ligne ajoute 1 s&#xa0;; chaque bonification retire 2 s.</translation>
    </message>
    <message>
        <source>Lowest team total wins; ties: the team whose worst rider placed higher.</source>
        <translation>Le plus petit total d’équipe gagne&#xa0;; égalité&#xa0;: l’équipe dont le moins bon coureur est le mieux classé.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsMoveBonusLine</name>
    <message>
        <source>Move Bonus Line %1</source>
        <translation>Déplacer la ligne de bonus %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsMoveTile</name>
    <message>
        <source>Move Tile %1</source>
        <translation>Déplacer la tuile %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsNarration</name>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Relais</translation>
    </message>
    <message>
        <source>Chase</source>
        <translation>Chasse</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Aspiration</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Échappée</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Making Headlines</source>
        <translation>À la une</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (Pain Cave)</source>
        <translation>%1 (Dans le dur)</translation>
    </message>
    <message>
        <source>%1 (Sticky Bottle)</source>
        <translation>%1 (Bidon collé)</translation>
    </message>
    <message>
        <source>%1 (Aero Tuck)</source>
        <translation>%1 (Position aéro)</translation>
    </message>
    <message>
        <source>%1 (Argy Bargy)</source>
        <translation>%1 (Coups d&apos;épaule)</translation>
    </message>
    <message>
        <source>%1 (Rubber Band)</source>
        <translation>%1 (Effet élastique)</translation>
    </message>
    <message>
        <source>%1 (Delusions of Epic-ness)</source>
        <translation>%1 (Folie des grandeurs)</translation>
    </message>
    <message>
        <source>All-Star</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Climber</source>
        <translation>Grimpeur</translation>
    </message>
    <message>
        <source>Sprinter</source>
        <translation>Sprinteur</translation>
    </message>
    <message>
        <source>Domestique</source>
        <translation>Équipier</translation>
    </message>
    <message>
        <source>Domestique %1</source>
        <translation>Équipier %1</translation>
    </message>
    <message>
        <source>Crosswinds</source>
        <translation>Vent de travers</translation>
    </message>
    <message>
        <source>Rain on the Cobbles</source>
        <translation>Pluie sur les pavés</translation>
    </message>
    <message>
        <source>Crash in the Peloton</source>
        <translation>Chute dans le peloton</translation>
    </message>
    <message>
        <source>Puncture</source>
        <translation>Crevaison</translation>
    </message>
    <message>
        <source>Feed Zone</source>
        <translation>Zone de ravitaillement</translation>
    </message>
    <message>
        <source>Headwind</source>
        <translation>Vent de face</translation>
    </message>
    <message>
        <source>Mountain Pass</source>
        <translation>Col de montagne</translation>
    </message>
    <message>
        <source>Time Check</source>
        <translation>Pointage</translation>
    </message>
    <message>
        <source>Motorbike Draft</source>
        <translation>Abri de la moto</translation>
    </message>
    <message>
        <source>Spectator on the Road</source>
        <translation>Spectateur sur la route</translation>
    </message>
    <message>
        <source>Mechanical</source>
        <translation>Incident mécanique</translation>
    </message>
    <message>
        <source>Heat Wave</source>
        <translation>Canicule</translation>
    </message>
    <message>
        <source>Breakaway Bonus</source>
        <translation>Prime d&apos;échappée</translation>
    </message>
    <message>
        <source>Police Escort</source>
        <translation>Escorte de police</translation>
    </message>
    <message>
        <source>Tailwind</source>
        <translation>Vent dans le dos</translation>
    </message>
    <message>
        <source>Touch of Wheels</source>
        <translation>Touchette de roues</translation>
    </message>
    <message>
        <source>Descent Crash</source>
        <translation>Chute en descente</translation>
    </message>
    <message>
        <source>the finish line</source>
        <translation>la ligne d&apos;arrivée</translation>
    </message>
    <message>
        <source>row %1, lane %2%3</source>
        <translation>rang %1, file %2%3</translation>
    </message>
    <message>
        <source>row %1, lane %2</source>
        <translation>rang %1, file %2</translation>
    </message>
    <message>
        <source>Movement phase %1: %2 starts.</source>
        <translation>Phase de mouvement %1&#xa0;: %2 commence.</translation>
    </message>
    <message>
        <source>%1: the %2 lines up on start space %3.</source>
        <translation>%1&#xa0;: le %2 se place sur la case de départ %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the %2 plays %3 as %4 with %n PS.</source>
        <translation>
            <numerusform>%1&#xa0;: le %2 joue %3 en %4 avec %n coup de pédale.</numerusform>
            <numerusform>%1&#xa0;: le %2 joue %3 en %4 avec %n coups de pédale.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the %2 bumps its way to %3.</source>
        <translation>%1&#xa0;: le %2 joue des coudes jusqu&apos;à %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is bumped back to %3.</source>
        <translation>Le %2 de %1 est repoussé en arrière, %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is bumped sideways to %3.</source>
        <translation>Le %2 de %1 est poussé de côté, %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is pushed forward to %3.</source>
        <translation>Le %2 de %1 est poussé en avant, %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is first across a bonus line: −%3 s.</source>
        <translation>Le %2 de %1 passe le premier une ligne de bonification&#xa0;: −%3 s.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 crosses the finish line in place %3.</source>
        <translation>Le %2 de %1 franchit la ligne d&apos;arrivée à la place %3.</translation>
    </message>
    <message>
        <source>the podium</source>
        <translation>le podium</translation>
    </message>
    <message>
        <source>the road side</source>
        <translation>le bas-côté</translation>
    </message>
    <message>
        <source>%1: the %2 ends its move on %3.</source>
        <translation>%1&#xa0;: le %2 termine son mouvement sur %3.</translation>
    </message>
    <message>
        <source>%1: the %2 ends its move on %3 and takes %4 T, %5 P fatigue.</source>
        <translation>%1&#xa0;: le %2 termine son mouvement sur %3 et prend %4 fatigue T, %5 P.</translation>
    </message>
    <message>
        <source>%1: Grupo Compacto, the %2 moves up to %3.</source>
        <translation>%1&#xa0;: Grupo Compacto, le %2 remonte en %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 for the %3.</source>
        <translation>%1 joue %2 pour le %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 counter-attacks: the %2 moves up to %3.</source>
        <translation>%1 contre-attaque&#xa0;: le %2 remonte en %3.</translation>
    </message>
    <message>
        <source>%1 makes headlines: Event %2.</source>
        <translation>%1 fait la une&#xa0;: événement %2.</translation>
    </message>
    <message>
        <source>Reorganization: Event %1.</source>
        <translation>Réorganisation&#xa0;: événement %1.</translation>
    </message>
    <message>
        <source>%1 sets Making Headlines aside.</source>
        <translation>%1 met « À la une » de côté.</translation>
    </message>
    <message>
        <source>%1: the %2 drops back to the team car (row %3).</source>
        <translation>%1&#xa0;: le %2 rentre à la voiture d&apos;équipe (rang %3).</translation>
    </message>
    <message>
        <source>%1: the %2 rescues the %3 (+1 P fatigue).</source>
        <translation>%1&#xa0;: le %2 va chercher le %3 (+1 fatigue P).</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>%1: %2 as %3</source>
        <translation>%1&#xa0;: %2 en %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Place the %1 on start space %2</source>
        <translation>Placer le %1 sur la case de départ %2</translation>
    </message>
    <message>
        <source>Across the finish line</source>
        <translation>Franchir la ligne d&apos;arrivée</translation>
    </message>
    <message>
        <source>Action %1</source>
        <translation>Action %1</translation>
    </message>
    <message>
        <source>Forward to %1</source>
        <translation>En avant vers %1</translation>
    </message>
    <message>
        <source>Bump forward into %1</source>
        <translation>Pousser en avant vers %1</translation>
    </message>
    <message>
        <source>Sideways to %1</source>
        <translation>De côté vers %1</translation>
    </message>
    <message>
        <source>Diagonally to %1</source>
        <translation>En diagonale vers %1</translation>
    </message>
    <message>
        <source>Leave the line ahead for %1</source>
        <translation>Quitter la file de devant vers %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>S&apos;arrêter</translation>
    </message>
    <message>
        <source>Take the line behind along</source>
        <translation>Emmener la file de derrière</translation>
    </message>
    <message>
        <source>Leave the line behind</source>
        <translation>Laisser la file de derrière</translation>
    </message>
    <message>
        <source>No more riders drop back</source>
        <translation>Plus aucun coureur ne rentre à la voiture</translation>
    </message>
    <message>
        <source>No rescue</source>
        <translation>Pas de sauvetage</translation>
    </message>
    <message>
        <source>The %1 drops back to the team car</source>
        <translation>Le %1 rentre à la voiture d&apos;équipe</translation>
    </message>
    <message>
        <source>The %1 rescues the dropped rider</source>
        <translation>Le %1 va chercher le coureur lâché</translation>
    </message>
    <message>
        <source>+1 PS on flats</source>
        <translation>+1 coup de pédale sur le plat</translation>
    </message>
    <message>
        <source>+1 PS on mountains</source>
        <translation>+1 coup de pédale en montagne</translation>
    </message>
    <message>
        <source>+1 PS on sprints</source>
        <translation>+1 coup de pédale au sprint</translation>
    </message>
    <message>
        <source>+1 PS on descents</source>
        <translation>+1 coup de pédale en descente</translation>
    </message>
    <message>
        <source>%1 plays the Initial Tactic %2: the %3 gains %4.</source>
        <translation>%1 joue la Tactique initiale %2&#xa0;: le %3 gagne %4.</translation>
    </message>
    <message>
        <source>%1 plays the Initial Tactic %2, but no rider can take it.</source>
        <translation>%1 joue la Tactique initiale %2, mais aucun coureur ne peut la prendre.</translation>
    </message>
    <message>
        <source>Pushed line forward to %1</source>
        <translation>File poussée en avant vers %1</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 sheds %n Temporary fatigue (%3).</source>
        <translation>
            <numerusform>Le %2 de %1 perd %n fatigue temporaire (%3).</numerusform>
            <numerusform>Le %2 de %1 perd %n fatigues temporaires (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 takes %n Permanent fatigue (%3).</source>
        <translation>
            <numerusform>Le %2 de %1 prend %n fatigue permanente (%3).</numerusform>
            <numerusform>Le %2 de %1 prend %n fatigues permanentes (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 takes %n Temporary fatigue (%3).</source>
        <translation>
            <numerusform>Le %2 de %1 prend %n fatigue temporaire (%3).</numerusform>
            <numerusform>Le %2 de %1 prend %n fatigues temporaires (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 falls back to %3 (%4).</source>
        <translation>Le %2 de %1 recule jusqu’à %3 (%4).</translation>
    </message>
    <message>
        <source>%1&apos;s %2 wins −%3 s (%4).</source>
        <translation>Le %2 de %1 gagne −%3 s (%4).</translation>
    </message>
    <message>
        <source>%1: the %2 plays %3 as %4 with −%5 PS.</source>
        <translation>%1&#xa0;: le %2 joue %3 en %4 avec −%5 coups de pédale.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPaletteDrop</name>
    <message>
        <source>Replace %1 with %2</source>
        <translation>Remplacer %1 par %2</translation>
    </message>
    <message>
        <source>A road holds at most %1 tiles</source>
        <translation>Une route porte au plus %1 tuiles</translation>
    </message>
    <message>
        <source>Add %1 at the end of the road</source>
        <translation>Ajouter %1 à la fin de la route</translation>
    </message>
    <message>
        <source>Insert %1 at the start of the road</source>
        <translation>Insérer %1 au début de la route</translation>
    </message>
    <message>
        <source>Insert %1 between %2 and %3</source>
        <translation>Insérer %1 entre %2 et %3</translation>
    </message>
    <message>
        <source>A road holds at most %1 bonus lines</source>
        <translation>Une route porte au plus %1 lignes de bonus</translation>
    </message>
    <message>
        <source>No tile of this road has room for a %1: %2</source>
        <translation>Aucune tuile de cette route n’a de place pour une %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No %1 can lie on %2: %3</source>
        <translation>Aucune %1 ne peut être sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 already holds bonus line %2, and a tile holds one: hold Shift to replace it</source>
        <translation>%1 porte déjà la ligne de bonus %2, et une tuile n’en porte qu’une&#xa0;: maintenez Maj pour la remplacer</translation>
    </message>
    <message>
        <source>between rows %1 and %2 of %3</source>
        <translation>entre les rangées %1 et %2 de %3</translation>
    </message>
    <message>
        <source>Replace bonus line %1 with a %2 %3</source>
        <translation>Remplacer la ligne de bonus %1 par une %2 %3</translation>
    </message>
    <message>
        <source>Add a %1 %2</source>
        <translation>Ajouter une %1 %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Replace Bonus Line %1</source>
        <translation>Remplacer la ligne de bonus %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPieceMoves</name>
    <message>
        <source>%1 cannot go to place %2: %3</source>
        <translation>%1 ne peut pas aller à la place %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Move %1 to place %2</source>
        <translation>Déplacer %1 à la place %2</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPieceTexts</name>
    <message>
        <source>flat</source>
        <translation>plat</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>descent</source>
        <translation>descente</translation>
    </message>
    <message>
        <source>sprint</source>
        <translation>sprint</translation>
    </message>
    <message>
        <source>cobbles</source>
        <translation>pavés</translation>
    </message>
    <message>
        <source>row %1, lane %2</source>
        <translation>rang %1, file %2</translation>
    </message>
    <message>
        <source>, space %1 of the lane</source>
        <translation>, case %1 de la file</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>: %1, fatigue %2 T %3 P</source>
        <translation>&#xa0;: %1, fatigue %2 T %3 P</translation>
    </message>
    <message numerus="yes">
        <source>Road row %1: %n lane(s), %2</source>
        <translation>
            <numerusform>Rang %1 de la route&#xa0;: %n file, %2</numerusform>
            <numerusform>Rang %1 de la route&#xa0;: %n files, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPlayerTable</name>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Name and colour of the team</source>
        <translation>Nom et couleur de l&apos;équipe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Action cards in hand</source>
        <translation>Cartes Action en main</translation>
    </message>
    <message>
        <source>Racing</source>
        <translation>En course</translation>
    </message>
    <message>
        <source>Riders still on the road</source>
        <translation>Coureurs encore sur la route</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Arrivés</translation>
    </message>
    <message>
        <source>Riders across the finish line</source>
        <translation>Coureurs qui ont franchi la ligne d&apos;arrivée</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Fatigue tokens on the team&apos;s riders</source>
        <translation>Jetons de fatigue sur les coureurs de l&apos;équipe</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonif.</translation>
    </message>
    <message>
        <source>Bonus seconds won on bonus lines</source>
        <translation>Secondes de bonification gagnées sur les lignes de bonification</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>The team&apos;s time in seconds, once the race is over (lowest wins)</source>
        <translation>Le temps de l&apos;équipe en secondes, une fois la course terminée (le plus bas gagne)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Crd.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Cart.</translation>
    </message>
    <message>
        <source>Rac.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Cour.</translation>
    </message>
    <message>
        <source>Fin.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Arr.</translation>
    </message>
    <message>
        <source>Fat.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Fat.</translation>
    </message>
    <message>
        <source>Bon.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Bon.</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Tps</translation>
    </message>
    <message>
        <source>Pl.</source>
        <comment>a Players dock column&apos;s header in a narrow dock: a few letters</comment>
        <translation>Pl.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPositionText</name>
    <message>
        <source>row %1, lane %2</source>
        <translation>rang %1, file %2</translation>
    </message>
    <message>
        <source>road side of row %1</source>
        <translation>bas-côté du rang %1</translation>
    </message>
    <message>
        <source>podium place %1</source>
        <translation>place %1 du podium</translation>
    </message>
    <message>
        <source>not yet placed</source>
        <translation>pas encore placé</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>%1, %2: %3, fatigue %4 T %5 P
</source>
        <translation>%1, %2&#xa0;: %3, fatigue %4 T %5 P
</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n second(s), place %2
</source>
        <translation>
            <numerusform>%1&#xa0;: %n seconde, place %2
</numerusform>
            <numerusform>%1&#xa0;: %n secondes, place %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>place a rider on the start</source>
        <translation>placer un coureur au départ</translation>
    </message>
    <message>
        <source>activate a rider with an Action card</source>
        <translation>activer un coureur avec une carte Action</translation>
    </message>
    <message>
        <source>take the next step</source>
        <translation>faire le pas suivant</translation>
    </message>
    <message>
        <source>take the line behind along or leave it</source>
        <translation>emmener la file de derrière ou la laisser</translation>
    </message>
    <message>
        <source>choose the lane of the pushed line</source>
        <translation>choisir où va la file poussée</translation>
    </message>
    <message>
        <source>drop riders back to the team car</source>
        <translation>laisser glisser des coureurs jusqu’à la voiture d’équipe</translation>
    </message>
    <message>
        <source>rescue a dropped rider</source>
        <translation>aller rechercher un coureur lâché</translation>
    </message>
    <message>
        <source>move a rider by Grupo Compacto</source>
        <translation>avancer un coureur par Grupo Compacto</translation>
    </message>
    <message>
        <source>play Counter-attack or not</source>
        <translation>jouer Contre-attaque ou non</translation>
    </message>
    <message>
        <source>Visions of Rainbows on &quot;%1&quot;, seed %2
</source>
        <translation>Visions of Rainbows sur « %1 », graine %2
</translation>
    </message>
    <message>
        <source>Setup, %1 to %2.</source>
        <translation>Mise en place, %1 doit %2.</translation>
    </message>
    <message>
        <source>Movement phase %1, %2 to %3.</source>
        <translation>Phase de mouvement %1, %2 doit %3.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPrintPieces</name>
    <message>
        <source>Visions of Rainbows road</source>
        <translation>Route de Visions of Rainbows</translation>
    </message>
    <message>
        <source>Tile %1 (%2), piece %3 of %4</source>
        <translation>Tuile %1 (%2), pièce %3 sur %4</translation>
    </message>
    <message>
        <source>Tile %1 (%2)</source>
        <translation>Tuile %1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2 of %3</source>
        <translation>%1 · %2 sur %3</translation>
    </message>
    <message>
        <source>the road has no tiles that can be printed</source>
        <translation>la route n&apos;a aucune tuile imprimable</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsPropertiesPanel</name>
    <message>
        <source>Move the tile one place towards the Start.</source>
        <translation>Déplacer la tuile d’une place vers le Départ.</translation>
    </message>
    <message>
        <source>Move the tile one place towards the Finish.</source>
        <translation>Déplacer la tuile d’une place vers l’Arrivée.</translation>
    </message>
    <message>
        <source>short</source>
        <translation>courte</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <source>%1
Tiles: %2, intermediate straights: %3
Game length: %4
Rows: %5, start spaces: %6
On the table: %7 × %8 cm</source>
        <translation>%1
Tuiles&#xa0;: %2, lignes droites intermédiaires&#xa0;: %3
Durée de partie&#xa0;: %4
Rangées&#xa0;: %5, cases de départ&#xa0;: %6
Sur la table&#xa0;: %7 × %8 cm</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>Aucune tuile sélectionnée</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Random Course</source>
        <translation>Parcours aléatoire</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Road space</source>
        <translation>Case de route</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>New Tile…</source>
        <translation>Nouvelle tuile…</translation>
    </message>
    <message>
        <source>Edit Tile…</source>
        <translation>Modifier la tuile…</translation>
    </message>
    <message>
        <source>Opens a copy of the selected tile in the tile painter.</source>
        <translation>Ouvre une copie de la tuile sélectionnée dans le peintre de tuiles.</translation>
    </message>
    <message>
        <source>Table width</source>
        <translation>Largeur de la table</translation>
    </message>
    <message>
        <source>Table depth</source>
        <translation>Profondeur de la table</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsRandomCourse</name>
    <message>
        <source>Random short stage</source>
        <translation>Étape courte aléatoire</translation>
    </message>
    <message>
        <source>Random medium stage</source>
        <translation>Étape moyenne aléatoire</translation>
    </message>
    <message>
        <source>Random long stage</source>
        <translation>Étape longue aléatoire</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsRemoveBonusLine</name>
    <message>
        <source>Remove Bonus Line %1</source>
        <translation>Retirer la ligne de bonus %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsRemoveTile</name>
    <message>
        <source>Remove Tile %1 (%2)</source>
        <translation>Retirer la tuile %1 (%2)</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsReplaceTile</name>
    <message>
        <source>Replace Tile %1 with %2</source>
        <translation>Remplacer la tuile %1 par %2</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsSideName</name>
    <message>
        <source>%1 (side %2)</source>
        <translation>%1 (face %2)</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsTactics</name>
    <message>
        <source>Team Leader</source>
        <translation>Leader d’équipe</translation>
    </message>
    <message>
        <source>Mountain Domestique</source>
        <translation>Équipier de montagne</translation>
    </message>
    <message>
        <source>Lead-out Train</source>
        <translation>Train de lancement</translation>
    </message>
    <message>
        <source>Rouleur</source>
        <translation>Rouleur</translation>
    </message>
    <message>
        <source>Attack!</source>
        <translation>Attaque&#xa0;!</translation>
    </message>
    <message>
        <source>Team Car</source>
        <translation>Voiture d’équipe</translation>
    </message>
    <message>
        <source>Second Wind</source>
        <translation>Second souffle</translation>
    </message>
    <message>
        <source>Hold the Wheel</source>
        <translation>Tenir la roue</translation>
    </message>
    <message>
        <source>Domestique&apos;s Sacrifice</source>
        <translation>Sacrifice de l’équipier</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <source>Sprint Royale</source>
        <translation>Sprint royal</translation>
    </message>
    <message>
        <source>%1: from the %2 to the %3</source>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <source>%1 for the %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No counter-attack</source>
        <translation>Pas de contre-attaque</translation>
    </message>
    <message>
        <source>Counter-attack to %1</source>
        <translation>Contre-attaque vers %1</translation>
    </message>
    <message>
        <source>Grupo Compacto: stay</source>
        <translation>Grupo Compacto&#xa0;: rester sur place</translation>
    </message>
    <message>
        <source>Grupo Compacto to %1</source>
        <translation>Grupo Compacto vers %1</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsTile</name>
    <message>
        <source>must be &quot;straight&quot; or &quot;curve&quot;, found &quot;%1&quot;</source>
        <translation>doit valoir « straight » ou « curve », trouvé « %1 »</translation>
    </message>
    <message>
        <source>must be &quot;left&quot; or &quot;right&quot;, found &quot;%1&quot;</source>
        <translation>doit valoir « left » ou « right », trouvé « %1 »</translation>
    </message>
    <message>
        <source>must be flats, mountain, descent, sprint or cobbles, found &quot;%1&quot;</source>
        <translation>doit valoir flats, mountain, descent, sprint ou cobbles, trouvé « %1 »</translation>
    </message>
    <message>
        <source>must have one entry per lane (%1), found %2</source>
        <translation>doit avoir une valeur par voie (%1), trouvé %2</translation>
    </message>
    <message>
        <source>must be 1 or 2</source>
        <translation>doit valoir 1 ou 2</translation>
    </message>
    <message>
        <source>a tile side has at most %1 rows</source>
        <translation>une face de tuile a au plus %1 rangées</translation>
    </message>
    <message>
        <source>must be &quot;A&quot; or &quot;B&quot;, found &quot;%1&quot;</source>
        <translation>doit valoir « A » ou « B », trouvé « %1 »</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>a tile side needs at least one row</source>
        <translation>une face de tuile doit avoir au moins une rangée</translation>
    </message>
    <message>
        <source>must be at least %1: half the widest row and half a space</source>
        <translation>doit valoir au moins %1&#xa0;: la moitié de la rangée la plus large plus une demi-case</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be start, road or finish, found &quot;%1&quot;</source>
        <translation>doit valoir start, road ou finish, trouvé « %1 »</translation>
    </message>
    <message>
        <source>a tile needs at least one side</source>
        <translation>une tuile doit avoir au moins une face</translation>
    </message>
    <message>
        <source>the two sides must be &quot;A&quot; and &quot;B&quot;</source>
        <translation>les deux faces doivent être « A » et « B »</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsTilePainterDialog</name>
    <message>
        <source>My %1</source>
        <translation>Ma %1</translation>
    </message>
    <message>
        <source>Rename Tile</source>
        <translation>Renommer la tuile</translation>
    </message>
    <message>
        <source>Change Tile Shape</source>
        <translation>Modifier la forme de la tuile</translation>
    </message>
    <message>
        <source>Change Row %1</source>
        <translation>Modifier la rangée %1</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>Ajouter une rangée</translation>
    </message>
    <message>
        <source>Remove Row %1</source>
        <translation>Retirer la rangée %1</translation>
    </message>
    <message>
        <source>Move Row %1</source>
        <translation>Déplacer la rangée %1</translation>
    </message>
    <message>
        <source>Saved to your tile library as “%1”.</source>
        <translation>Enregistrée dans votre bibliothèque de tuiles sous « %1 ».</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Row %1: %2 lanes, %3, priority lane %4, pseudo-spaces %5</source>
        <translation>Rangée %1&#xa0;: %2 voies, %3, voie prioritaire %4, pseudo-cases %5</translation>
    </message>
    <message>
        <source>The tile is sound.</source>
        <translation>La tuile est correcte.</translation>
    </message>
    <message>
        <source>Tile Painter</source>
        <translation>Peintre de tuiles</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Radius (spaces)</source>
        <translation>Rayon (cases)</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Voies</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Priority lane</source>
        <translation>Voie prioritaire</translation>
    </message>
    <message>
        <source>Pseudo-spaces</source>
        <translation>Pseudo-cases</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Ligne droite</translation>
    </message>
    <message>
        <source>Curve left</source>
        <translation>Virage à gauche</translation>
    </message>
    <message>
        <source>Curve right</source>
        <translation>Virage à droite</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>Retirer la rangée</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save to Library</source>
        <translation>Enregistrer dans la bibliothèque</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Save or discard it, then use Edit Tile… again to open “%1”.</source>
        <translation>Enregistrez-la ou abandonnez-la, puis utilisez à nouveau Modifier la tuile… pour ouvrir « %1 ».</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>sans nom</translation>
    </message>
    <message>
        <source>Unsaved tile</source>
        <translation>Tuile non enregistrée</translation>
    </message>
    <message>
        <source>The tile “%1” is not saved to your tile library.</source>
        <translation>La tuile « %1 » n’est pas enregistrée dans votre bibliothèque de tuiles.</translation>
    </message>
    <message>
        <source>Save it to the library now, keep it as a draft that the Tile Painter opens on next time, or discard it.</source>
        <translation>Enregistrez-la dans la bibliothèque maintenant, gardez-la comme brouillon que le Peintre de tuiles rouvrira la prochaine fois, ou abandonnez-la.</translation>
    </message>
    <message>
        <source>Your unsaved tile “%1” is back as you left it.</source>
        <translation>Votre tuile non enregistrée « %1 » est de retour telle que vous l’avez laissée.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsTilePainterDocument</name>
    <message>
        <source>a painted tile has one side</source>
        <translation>une tuile peinte a une seule face</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsUserTileLibrary</name>
    <message>
        <source>id: “%1” is a built-in tile</source>
        <translation>id&#xa0;: « %1 » est une tuile intégrée</translation>
    </message>
    <message>
        <source>id: “%1” is already taken</source>
        <translation>id&#xa0;: « %1 » est déjà pris</translation>
    </message>
    <message>
        <source>id: “%1” cannot name a tile: use letters, digits, spaces, &apos;-&apos; or &apos;_&apos;, and not the id of a built-in tile.</source>
        <translation>id&#xa0;: « %1 » ne peut pas nommer une tuile&#xa0;: utilisez des lettres, des chiffres, des espaces, « - » ou « _ », et pas l&apos;identifiant d&apos;une tuile intégrée.</translation>
    </message>
</context>
<context>
    <name>cw::visions::VisionsValueChanges</name>
    <message>
        <source>Rename Road</source>
        <translation>Renommer la route</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design tabletop race games and play them against AI.</source>
        <translation>Concevez des jeux de course de plateau et jouez-y contre l’IA.</translation>
    </message>
    <message>
        <source>Seed of the new race (random by default).</source>
        <translation>Graine de la nouvelle course (aléatoire par défaut).</translation>
    </message>
    <message>
        <source>Milliseconds before the screenshot (default 3000).</source>
        <translation>Millisecondes avant la capture (3000 par défaut).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>DELAY</source>
        <translation>DÉLAI</translation>
    </message>
    <message>
        <source>Save a picture of the window to %1 after %2 milliseconds (--screenshot-delay), then quit.</source>
        <translation>Enregistre une image de la fenêtre dans %1 après %2 millisecondes (--screenshot-delay), puis quitte.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>Start a new game of %1 on its default course, without the first screen (%2).</source>
        <translation>Commencer une nouvelle partie de %1 sur son parcours par défaut, sans le premier écran (%2).</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>JEU</translation>
    </message>
    <message>
        <source>Unknown game: %1 (games: %2)</source>
        <translation>Jeu inconnu&#xa0;: %1 (jeux&#xa0;: %2)</translation>
    </message>
    <message>
        <source>A saved game to play, a course to edit, or a game link (coursewright://host:port/CODE) to join.</source>
        <translation>Une partie enregistrée à jouer, un parcours à modifier, ou un lien de partie (coursewright://hote:port/CODE) à rejoindre.</translation>
    </message>
    <message>
        <source>Not a game link: %1</source>
        <translation>Ce n&apos;est pas un lien de partie&#xa0;: %1</translation>
    </message>
</context>
</TS>
