#pragma once

#include "rowing/RowingCards.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVariantList>

#include <vector>

// The cards in one rower's hand, one row per card (Pace 1, 2, 3, Instability, Stamina, in that
// order), with the cards selected for the current decision. Filled by RowingTurnController from
// the acting human seat's view only; empty when no hand may be shown.
class RowingHandModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The hand belongs to a RowingTurnController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { KindRole = Qt::UserRole + 1, ValueRole, LabelRole, SelectedRole, SelectableRole };
    Q_ENUM(Role)

    explicit RowingHandModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the hand (clearing the selection) when it differs from the one shown.
    void setHand(const cw::rowing::CardCounts &hand);
    // Which cards may be selected now (pace and instability to play, pace to discard, none).
    void setSelectable(bool (*selectable)(cw::rowing::Card));
    // Toggles a card; refuses unselectable cards. Returns whether the selection changed.
    bool toggle(int row);
    void clearSelection();
    cw::rowing::CardCounts selection() const;
    // The rows that hold `cards` (the first of each kind): where a hinted play or discard lies
    // in the hand.
    QVariantList rowsOf(const cw::rowing::CardCounts &cards) const;

signals:
    void countChanged();

private:
    std::vector<cw::rowing::Card> m_cards;
    std::vector<bool> m_selected;
    bool (*m_selectable)(cw::rowing::Card) = nullptr;
    cw::rowing::CardCounts m_hand;
};
