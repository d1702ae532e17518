#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace cw {

// File > Open Recent: the last MaxFiles course files opened or saved, newest first, persisted in
// QSettings. The menu is rebuilt whenever the list changes; choosing an entry emits
// fileChosen (the window opens it, and calls remove() when the file is gone).
class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int MaxFiles = 8;

    // Fills `menu` (not owned); the list is read from QSettings.
    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    // Puts `path` first (absolute; built-in ":/" paths as they are).
    void add(const QString &path);
    void remove(const QString &path);
    void clear();
    void retranslate();

signals:
    void fileChosen(const QString &path);

private:
    void store();
    void rebuildMenu();

    QMenu *m_menu;
    QStringList m_files;
};

} // namespace cw
