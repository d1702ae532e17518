#include "RowingHandModel.h"

#include "LanguageRefresh.h"

using cw::rowing::Card;
using cw::rowing::CardCounts;

namespace {

QString kindKey(Card card)
{
    switch (card) {
    case Card::Pace1:
    case Card::Pace2:
    case Card::Pace3:
        return QStringLiteral("pace");
    case Card::Instability:
        return QStringLiteral("instability");
    case Card::Stamina:
        break;
    }
    return QStringLiteral("stamina");
}

QString label(Card card)
{
    switch (card) {
    case Card::Pace1:
    case Card::Pace2:
    case Card::Pace3:
        return RowingHandModel::tr("Pace");
    case Card::Instability:
        return RowingHandModel::tr("Instability");
    case Card::Stamina:
        break;
    }
    return RowingHandModel::tr("Stamina");
}

} // namespace

RowingHandModel::RowingHandModel(QObject *parent) : QAbstractListModel(parent)
{
    refreshOnLanguageChange(this); // card names are translated when read
}

int RowingHandModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant RowingHandModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_cards.size())
        return {};
    const Card card = m_cards[std::size_t(index.row())];
    switch (role) {
    case KindRole:
        return kindKey(card);
    case ValueRole:
        return cw::rowing::paceValue(card);
    case LabelRole:
        return label(card);
    case SelectedRole:
        return bool(m_selected[std::size_t(index.row())]);
    case SelectableRole:
        return m_selectable && m_selectable(card);
    }
    return {};
}

QHash<int, QByteArray> RowingHandModel::roleNames() const
{
    return {{KindRole, "kind"},
            {ValueRole, "value"},
            {LabelRole, "label"},
            {SelectedRole, "selected"},
            {SelectableRole, "selectable"}};
}

void RowingHandModel::setHand(const CardCounts &hand)
{
    if (hand == m_hand)
        return;
    beginResetModel();
    m_hand = hand;
    m_cards.clear();
    for (Card card : {Card::Pace1, Card::Pace2, Card::Pace3, Card::Instability, Card::Stamina})
        m_cards.insert(m_cards.end(), std::size_t(hand[card]), card);
    m_selected.assign(m_cards.size(), false);
    endResetModel();
    emit countChanged();
}

void RowingHandModel::setSelectable(bool (*selectable)(Card))
{
    if (selectable == m_selectable)
        return;
    m_selectable = selectable;
    clearSelection();
    if (!m_cards.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {SelectableRole});
}

bool RowingHandModel::toggle(int row)
{
    if (row < 0 || std::size_t(row) >= m_cards.size() || !m_selectable ||
        !m_selectable(m_cards[std::size_t(row)]))
        return false;
    m_selected[std::size_t(row)] = !m_selected[std::size_t(row)];
    emit dataChanged(index(row), index(row), {SelectedRole});
    return true;
}

void RowingHandModel::clearSelection()
{
    for (std::size_t i = 0; i < m_selected.size(); ++i) {
        if (m_selected[i]) {
            m_selected[i] = false;
            emit dataChanged(index(int(i)), index(int(i)), {SelectedRole});
        }
    }
}

CardCounts RowingHandModel::selection() const
{
    CardCounts counts;
    for (std::size_t i = 0; i < m_cards.size(); ++i)
        if (m_selected[i])
            ++counts[m_cards[i]];
    return counts;
}

QVariantList RowingHandModel::rowsOf(const CardCounts &cards) const
{
    QVariantList rows;
    CardCounts left = cards;
    for (std::size_t i = 0; i < m_cards.size(); ++i)
        if (left[m_cards[i]] > 0) {
            --left[m_cards[i]];
            rows.append(int(i));
        }
    return rows;
}
