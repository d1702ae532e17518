#include "SalmonHandModel.h"

#include "LanguageRefresh.h"

#include "SalmonCardText.h"

#include <algorithm>

using cw::salmon::Card;
using cw::salmon::CardCounts;

namespace {
constexpr std::size_t MaxPicked = 2; // two Swim cards make a jump; everything else is one card
}

SalmonHandModel::SalmonHandModel(QObject *parent) : QAbstractListModel(parent)
{
    refreshOnLanguageChange(this); // card names are translated when read
}

int SalmonHandModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant SalmonHandModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_cards.size()))
        return {};
    const Card card = m_cards[std::size_t(index.row())];
    const auto picked = std::find(m_picked.begin(), m_picked.end(), index.row());
    switch (role) {
    case CardRole:
        return SalmonCardText::key(card);
    case NameRole:
        return SalmonCardText::name(card);
    case EffectRole:
        return SalmonCardText::effect(card);
    case ColourRole:
        return SalmonCardText::colour(card);
    case IconTurnRole:
        return SalmonCardText::iconTurn(card);
    case IconRole:
        return SalmonCardText::icon(card);
    case SelectedRole:
        return picked != m_picked.end();
    case SelectionOrderRole:
        return picked == m_picked.end() ? 0 : int(picked - m_picked.begin()) + 1;
    case SelectableRole:
        return m_selectable && m_selectable(card);
    }
    return {};
}

QHash<int, QByteArray> SalmonHandModel::roleNames() const
{
    return {{CardRole, "card"},
            {NameRole, "name"},
            {EffectRole, "effect"},
            {ColourRole, "colour"},
            {IconTurnRole, "iconTurn"},
            {IconRole, "icon"},
            {SelectedRole, "selected"},
            {SelectionOrderRole, "selectionOrder"},
            {SelectableRole, "selectable"}};
}

void SalmonHandModel::setHand(const CardCounts &hand)
{
    if (hand == m_hand)
        return;
    beginResetModel();
    m_hand = hand;
    m_cards.clear();
    m_picked.clear();
    for (int c = 0; c < cw::salmon::CardTypeCount; ++c)
        for (int n = 0; n < hand[Card(c)]; ++n)
            m_cards.push_back(Card(c));
    endResetModel();
    emit countChanged();
}

void SalmonHandModel::setSelectable(std::function<bool(Card)> selectable)
{
    m_selectable = std::move(selectable);
    if (!m_cards.empty())
        emit dataChanged(index(0), index(int(m_cards.size()) - 1), {SelectableRole});
}

bool SalmonHandModel::toggle(int row)
{
    if (row < 0 || row >= int(m_cards.size()))
        return false;
    const auto picked = std::find(m_picked.begin(), m_picked.end(), row);
    if (picked != m_picked.end()) {
        m_picked.erase(picked);
    } else {
        if (!m_selectable || !m_selectable(m_cards[std::size_t(row)]))
            return false;
        if (m_picked.size() == MaxPicked)
            m_picked.erase(m_picked.begin());
        m_picked.push_back(row);
    }
    emit dataChanged(index(0), index(int(m_cards.size()) - 1), {SelectedRole, SelectionOrderRole});
    return true;
}

void SalmonHandModel::clearSelection()
{
    if (m_picked.empty())
        return;
    m_picked.clear();
    emit dataChanged(index(0), index(int(m_cards.size()) - 1), {SelectedRole, SelectionOrderRole});
}

std::vector<Card> SalmonHandModel::selection() const
{
    std::vector<Card> cards;
    for (int row : m_picked)
        cards.push_back(m_cards[std::size_t(row)]);
    return cards;
}
