#include "SalmonBoardModel.h"

#include "SalmonCardText.h"
#include "SeatPiece.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonCoursePainter.h"
#include "salmon/SalmonGame.h"
#include "salmon/SalmonPalette.h"
#include "salmon/SalmonSymbolIcons.h"
#include "session/GameSession.h"

#include <QJsonObject>

#include <cmath>
#include <numbers>
#include <optional>
#include <vector>

using cw::salmon::Hex;
using cw::salmon::SalmonCourse;
using cw::salmon::SalmonCourseGeometry;
using cw::salmon::SalmonCourseMap;
using cw::salmon::SalmonCoursePainter;
using cw::salmon::SalmonGame;

namespace {

// The highlights' colours, by kind (the legend under the river reads them too).
struct HighlightKind {
    const char *kind;
    QRgb colour;
};
constexpr HighlightKind HighlightKinds[] = {
    {"landing", 0xffb627}, {"path", 0xffe08a}, {"passed", 0xc8f0ff},
    {"reach", 0x7ee081},   {"bear", 0xe0a060}, {"blocked", 0xff5a5a},
};

// How the game's board draws the river: as the editor's canvas, with each board's outline (the
// joints between boards) and without the editor's labels.
SalmonCoursePainter::Options boardLook()
{
    SalmonCoursePainter::Options options;
    options.boardOutlines = true;
    return options;
}

// The river of the session's setup, read as the game read it (the game has already checked it).
SalmonCourse setupRiver(const cw::GameSession *session)
{
    if (!session)
        return {};
    cw::CourseProblems problems;
    const std::optional<QJsonObject> json =
        cw::CourseFile::open(session->record().setup.course, &problems);
    std::optional<SalmonCourse> river = json ? SalmonCourse::read(*json, &problems) : std::nullopt;
    return river ? *river : SalmonCourse{};
}

} // namespace

SalmonBoardModel::SalmonBoardModel(QObject *parent)
    : QObject(parent), m_observer(this),
      m_painter(std::make_unique<SalmonCoursePainter>(SalmonCourse{}, HexPixels, boardLook()))
{
    connect(&m_observer, &SessionObserver::gameStarted, this, &SalmonBoardModel::rebuild);
    connect(&m_observer, &SessionObserver::positionChanged, this, &SalmonBoardModel::stateChanged);
    connect(&m_observer, &SessionObserver::languageChanged, this, [this] {
        if (game())
            m_riverName = m_observer.courseName();
        emit riverChanged();
    });
}

SalmonBoardModel::~SalmonBoardModel() = default;

cw::GameSession *SalmonBoardModel::session() const
{
    return m_observer.session();
}

void SalmonBoardModel::setSession(cw::GameSession *object)
{
    if (!m_observer.follow(object))
        return;
    rebuild();
    emit sessionChanged();
}

const SalmonGame *SalmonBoardModel::game() const
{
    return m_observer.shown<SalmonGame>();
}

void SalmonBoardModel::rebuild()
{
    const bool playing = game() != nullptr;
    m_painter = std::make_unique<SalmonCoursePainter>(
        playing ? setupRiver(m_observer.session()) : SalmonCourse{}, HexPixels, boardLook());
    m_riverName = playing ? m_observer.courseName() : QString();
    m_highlights.clear();
    emit riverChanged();
    emit highlightsChanged();
    emit stateChanged();
}

double SalmonBoardModel::hexWidth() const
{
    return geometry().hexWidthMm();
}

double SalmonBoardModel::riverWidth() const
{
    return geometry().sizeMm().width();
}

double SalmonBoardModel::riverHeight() const
{
    return geometry().sizeMm().height();
}

QVariantMap SalmonBoardModel::palette()
{
    QVariantMap colours;
    for (int i = 0; i < cw::salmon::RiverColourCount; ++i) {
        const auto which = cw::salmon::RiverColour(i);
        colours.insert(cw::salmon::riverColourKey(which), cw::salmon::riverColour(which));
    }
    return colours;
}

QVariantMap SalmonBoardModel::highlightColours()
{
    QVariantMap colours;
    for (const HighlightKind &kind : HighlightKinds)
        colours.insert(QLatin1String(kind.kind), QColor(kind.colour).name());
    return colours;
}

const SalmonCourseGeometry &SalmonBoardModel::geometry() const
{
    return m_painter->geometry();
}

const SalmonCourseMap *SalmonBoardModel::river() const
{
    const SalmonGame *g = game();
    return g ? &g->river() : nullptr;
}

// Tokens sharing a hex sit on a small circle inside it, bears first, then salmon in seat order,
// so a crowded hex shows every salmon (rulebook: any number of salmon may share a hex).
QVariantList SalmonBoardModel::tokens() const
{
    QVariantList list;
    const SalmonGame *g = game();
    if (!g)
        return list;
    const cw::salmon::SalmonState &state = g->state();
    const SalmonCourseMap &river = g->river();
    struct Token {
        bool bear;
        int who;
        Hex hex;
    };
    std::vector<Token> all;
    for (int b = 0; b < state.bearCount; ++b)
        all.push_back({true, b, state.bears[std::size_t(b)]});
    for (int s = 0; s < state.playerCount; ++s)
        all.push_back({false, s, state.salmon[std::size_t(s)].hex});
    for (const Token &token : all) {
        int count = 0, place = 0;
        for (const Token &other : all) {
            if (other.hex == token.hex) {
                if (&other == &token)
                    place = count;
                ++count;
            }
        }
        QPointF centre = geometry().centre(token.hex);
        double size = HexPixels * 0.56;
        if (count > 1) {
            const double angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * place / count;
            // As large as they go without covering each other: two side by side, three or four
            // around the centre (neighbours 2·r·sin(π/count) apart, about their size).
            const double radius = HexPixels * (count == 2 ? 0.25 : count == 3 ? 0.27 : 0.3);
            centre += QPointF(radius * std::cos(angle), radius * std::sin(angle));
            size = HexPixels * (count == 2 ? 0.5 : count == 3 ? 0.46 : 0.42);
        }
        QVariantMap map{{QStringLiteral("kind"),
                         token.bear ? QStringLiteral("bear") : QStringLiteral("salmon")},
                        {QStringLiteral("x"), centre.x()},
                        {QStringLiteral("y"), centre.y()},
                        {QStringLiteral("size"), size},
                        {QStringLiteral("hexIndex"), river.index(token.hex)},
                        {QStringLiteral("icon"),
                         token.bear ? cw::salmon::bearIconUrl() : cw::salmon::salmonIconUrl()}};
        if (token.bear) {
            map.insert(QStringLiteral("bear"), token.who);
            map.insert(QStringLiteral("seat"), -1);
        } else {
            map.insert(QStringLiteral("seat"), token.who);
            map.insert(QStringLiteral("bear"), -1);
            map.insert(QStringLiteral("name"), m_observer.seatName(token.who));
            map.insert(QStringLiteral("piece"), salmonOf(token.who));
            map.insert(QStringLiteral("colour"), m_observer.seatColour(token.who));
            map.insert(QStringLiteral("spawned"), state.salmon[std::size_t(token.who)].spawned);
        }
        list.append(map);
    }
    return list;
}

void SalmonBoardModel::setHighlights(const QVariantMap &highlights)
{
    if (highlights == m_highlights)
        return;
    m_highlights = highlights;
    std::vector<cw::salmon::HexHighlight> drawn;
    if (const SalmonCourseMap *map = river()) {
        for (auto it = highlights.begin(); it != highlights.end(); ++it) {
            const int hexIndex = it.key().toInt();
            const QString kind = it.value().toString();
            for (const HighlightKind &known : HighlightKinds)
                if (kind == QLatin1String(known.kind) && onBoards(hexIndex))
                    drawn.push_back({map->hexAt(hexIndex), QColor(known.colour)});
        }
    }
    m_painter->setHighlights(std::move(drawn));
    emit highlightsChanged();
}

int SalmonBoardModel::hexAt(double x, double y) const
{
    const SalmonGame *g = game();
    if (!g)
        return -1;
    const Hex hex = geometry().hexAt({x, y});
    return g->river().boardAt(hex) >= 0 ? g->river().index(hex) : -1;
}

QPointF SalmonBoardModel::hexCentre(int hexIndex) const
{
    const SalmonCourseMap *map = river();
    if (!map || hexIndex < 0 || hexIndex >= map->cellCount())
        return {};
    return geometry().centre(map->hexAt(hexIndex));
}

bool SalmonBoardModel::onBoards(int hexIndex) const
{
    const SalmonCourseMap *map = river();
    return map && hexIndex >= 0 && hexIndex < map->cellCount() &&
           map->boardAt(map->hexAt(hexIndex)) >= 0;
}

QVariantList SalmonBoardModel::symbolKey() const
{
    QVariantList key;
    const SalmonGame *g = game();
    if (!g)
        return key;
    const SalmonCourseMap &river = g->river();
    for (int s = 1; s < cw::salmon::SymbolCount; ++s) {
        const auto symbol = cw::salmon::Symbol(s);
        bool used = false;
        for (int i = 0; i < river.cellCount() && !used; ++i)
            used = onBoards(i) && river.at(river.hexAt(i)).symbol == symbol;
        if (used)
            key.append(
                QVariantMap{{QStringLiteral("icon"), SalmonCardText::symbolIcon(symbol)},
                            {QStringLiteral("name"), cw::salmon::symbolName(symbol)},
                            {QStringLiteral("effect"), SalmonCardText::symbolEffect(symbol)}});
    }
    return key;
}

QString SalmonBoardModel::salmonOf(int seat) const
{
    return cw::seatPiece(QStringLiteral("salmon"), seat, m_observer.seatName(seat),
                         tr("%1's salmon"));
}

QString SalmonBoardModel::describeHex(int hexIndex) const
{
    const SalmonGame *g = game();
    if (!g || !onBoards(hexIndex))
        return {};
    const SalmonCourseMap &river = g->river();
    const Hex hex = river.hexAt(hexIndex);
    const cw::salmon::HexCell &cell = river.at(hex);
    QStringList lines{tr("Hex %1").arg(cw::salmon::hexLabel(hex))};
    switch (cell.terrain) {
    case cw::salmon::Terrain::Land:
        lines.append(tr("River bank: no salmon goes there."));
        break;
    case cw::salmon::Terrain::Rock:
        lines.append(tr("Rock: no salmon enters it or jumps over it."));
        break;
    case cw::salmon::Terrain::Waterfall:
        lines.append(tr("Waterfall: only a jump of two Swim cards passes it."));
        break;
    case cw::salmon::Terrain::Water:
        break;
    }
    if (cell.symbol != cw::salmon::Symbol::None)
        lines.append(QStringLiteral("%1: %2").arg(cw::salmon::symbolName(cell.symbol),
                                                  SalmonCardText::symbolEffect(cell.symbol)));
    if (cell.arrowCount() > 0)
        lines.append(tr("Current: a Current card carries the salmon here along %n arrow(s).", "",
                        cell.arrowCount()));
    if (cell.start)
        lines.append(tr("Start: the salmon begin here."));
    if (cell.spawn)
        lines.append(tr("Spawning ground: the first salmon here ends the game with the round."));
    const cw::salmon::SalmonState &state = g->state();
    for (int b = 0; b < state.bearCount; ++b)
        if (state.bears[std::size_t(b)] == hex)
            lines.append(tr("A bear: a salmon here takes a Fatigue card."));
    for (int s = 0; s < state.playerCount; ++s)
        if (state.salmon[std::size_t(s)].hex == hex)
            lines.append(salmonOf(s));
    return lines.join(QLatin1Char('\n'));
}
