#pragma once

#include "GameKit.h"
#include "PageRenderer.h"
#include "PageTiler.h"
#include "PdfPages.h"
#include "SheetPacker.h"

#include <QCoreApplication>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace cw::print {

// A game kit as printed pages, in order: the contents page (what to cut, how many, what to take
// from a standard box, how to print), the course at true scale (its assembly map and tiles, as
// the course print makes them), each part's sheets (every sheet with a back followed by its back
// page, mirrored for double-sided printing), and the player aid. No widgets, no state once made:
// pages may be painted from a worker thread.
class KitDocument {
    Q_DECLARE_TR_FUNCTIONS(cw::print::KitDocument)

public:
    struct Page {
        enum class Kind { Contents, Course, SheetFront, SheetBack, Aid };
        Kind kind = Kind::Contents;
        int part = -1;  // SheetFront, SheetBack: index in GameKit::parts
        int sheet = -1; // SheetFront, SheetBack: index in sheets(part)
        int index = -1; // Course: the page of the course's own print (0: its assembly map)
    };

    // `paper`: the paper of every page (nullopt: the course's own, GameKit::coursePage). The
    // course's pages keep the course's orientation and the others are portrait, unless
    // `landscape` turns every page.
    KitDocument(GameKit kit, std::optional<Paper> paper, bool landscape = false);
    KitDocument(const KitDocument &) = delete;
    KitDocument &operator=(const KitDocument &) = delete;

    const GameKit &kit() const { return m_kit; }
    QString title() const;
    int pageCount() const { return int(m_pages.size()); }
    const Page &page(int index) const { return m_pages[std::size_t(index)]; }
    PageSpec pageSpec(int index) const;
    // The first page (from 0) of `kind` (and `part`, for sheets), or -1.
    int firstPage(Page::Kind kind, int part = -1) const;
    const std::vector<Sheet> &sheets(int part) const { return m_sheets[std::size_t(part)]; }
    const PageTiling &courseTiling() const { return m_courseTiling; }
    const PageSpec &sheetPage() const { return m_sheetPage; }

    // Paints page `index` in paper millimetres (origin at the sheet's top-left corner).
    void paintPage(QPainter &painter, int index) const;

    // Writes every page to the PDF `out` (PdfPages::write: atomic, "<out>: <reason>" errors,
    // `progress` may stop it), never over `inputs` (the course file printed) nor over a file this
    // program did not export (ExportTarget).
    bool writePdf(const QString &out, QStringList *written, QString *error,
                  const PdfPages::Progress &progress = {}, const QStringList &inputs = {}) const;

private:
    void paintHeader(QPainter &painter, int index, const QString &text) const;
    void paintContents(QPainter &painter) const;
    void paintSheet(QPainter &painter, int index) const;
    void paintAid(QPainter &painter, int index) const;
    // "12–19" or "12": the pages (from 1) of a part or of the course.
    QString pageRange(int first, int last) const;

    GameKit m_kit;
    PageSpec m_sheetPage;
    PageSpec m_coursePage;
    PageTiling m_courseTiling;
    std::unique_ptr<PageRenderer> m_courseRenderer; // reads m_kit.course and m_courseTiling
    std::vector<std::vector<Sheet>> m_sheets;       // per part
    std::vector<Page> m_pages;
};

} // namespace cw::print
