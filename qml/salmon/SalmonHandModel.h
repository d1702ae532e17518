#pragma once

#include "salmon/SalmonCards.h"

#include <QAbstractListModel>
#include <QQmlEngine>

#include <functional>
#include <vector>

// The cards of one Salmon Run hand, one row per card in card order, with the cards selected for
// the current decision in the order they were picked (a jump is "first card, then second").
// Filled by SalmonTurnController from the viewing seat's hand only; empty when no hand may be
// shown. Also used, read-only, for the hand the eagle looks at.
class SalmonHandModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A hand belongs to a SalmonTurnController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        CardRole = Qt::UserRole + 1, // SalmonCardText::key
        NameRole,
        EffectRole,
        ColourRole,
        IconTurnRole,
        IconRole,
        SelectedRole,
        SelectionOrderRole, // 1 for the first card picked, 2 for the second, 0 unselected
        SelectableRole
    };
    Q_ENUM(Role)

    explicit SalmonHandModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the hand (clearing the selection) when it differs from the one shown.
    void setHand(const cw::salmon::CardCounts &hand);
    const cw::salmon::CardCounts &hand() const { return m_hand; }
    // Which cards may be selected now; null: none.
    void setSelectable(std::function<bool(cw::salmon::Card)> selectable);
    // Toggles a card; refuses unselectable cards and a third card (picking a third drops the
    // first). Returns whether the selection changed.
    bool toggle(int row);
    void clearSelection();
    // The selected cards in the order they were picked (at most two).
    std::vector<cw::salmon::Card> selection() const;
    cw::salmon::Card cardAt(int row) const { return m_cards[std::size_t(row)]; }

signals:
    void countChanged();

private:
    std::vector<cw::salmon::Card> m_cards;
    std::vector<int> m_picked; // rows, in the order picked
    std::function<bool(cw::salmon::Card)> m_selectable;
    cw::salmon::CardCounts m_hand;
};
