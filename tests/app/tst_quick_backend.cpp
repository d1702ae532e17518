// The Qt Quick backend decision (app/QuickBackend): which OpenGL renderers are software
// rasterisers, and what CW_QUICK_BACKEND makes of them. Issue 15: software Qt Quick where
// OpenGL would run on the CPU anyway.
#include "QuickBackend.h"

#include <QTest>

class TestQuickBackend : public QObject {
    Q_OBJECT

private slots:
    void classifiesRenderers_data()
    {
        QTest::addColumn<QByteArray>("renderer");
        QTest::addColumn<bool>("software");
        QTest::newRow("llvmpipe") << QByteArray("llvmpipe (LLVM 15.0.6, 256 bits)") << true;
        QTest::newRow("softpipe") << QByteArray("softpipe") << true;
        QTest::newRow("swrast") << QByteArray("Mesa DRI swrast") << true;
        QTest::newRow("zink on lavapipe")
            << QByteArray("zink Vulkan 1.3(llvmpipe (LLVM 15.0.6, 256 bits) (MESA_LLVMPIPE))")
            << true;
        QTest::newRow("SwiftShader") << QByteArray("Google SwiftShader") << true;
        QTest::newRow("Apple") << QByteArray("Apple Software Renderer") << true;
        QTest::newRow("Software Rasterizer") << QByteArray("Software Rasterizer") << true;
        QTest::newRow("Windows GDI") << QByteArray("GDI Generic") << true;
        QTest::newRow("Windows basic") << QByteArray("Microsoft Basic Render Driver") << true;
        QTest::newRow("no OpenGL") << QByteArray() << true;
        QTest::newRow("blank") << QByteArray("  ") << true;
        QTest::newRow("Intel") << QByteArray("Mesa Intel(R) UHD Graphics 620 (KBL GT2)") << false;
        QTest::newRow("AMD") << QByteArray("AMD Radeon RX 580 Series (radeonsi, polaris10, LLVM "
                                           "15.0.6, DRM 3.49, 6.1.0-13-amd64)")
                             << false;
        QTest::newRow("NVIDIA") << QByteArray("NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2") << false;
        QTest::newRow("virgl") << QByteArray("virgl (Mesa Intel(R) Xe Graphics)") << false;
    }
    void classifiesRenderers()
    {
        QFETCH(QByteArray, renderer);
        QFETCH(bool, software);
        QCOMPARE(cw::isSoftwareRasteriser(renderer), software);
    }

    void settingOverridesTheRenderer_data()
    {
        QTest::addColumn<QByteArray>("setting");
        QTest::addColumn<QByteArray>("renderer");
        QTest::addColumn<bool>("software");
        QTest::addColumn<bool>("probed");
        const QByteArray gpu("Mesa Intel(R) UHD Graphics 620 (KBL GT2)");
        const QByteArray cpu("llvmpipe (LLVM 15.0.6, 256 bits)");
        QTest::newRow("unset, GPU") << QByteArray() << gpu << false << true;
        QTest::newRow("unset, llvmpipe") << QByteArray() << cpu << true << true;
        QTest::newRow("unset, no OpenGL") << QByteArray() << QByteArray() << true << true;
        QTest::newRow("auto, GPU") << QByteArray("auto") << gpu << false << true;
        QTest::newRow("auto, llvmpipe") << QByteArray("auto") << cpu << true << true;
        QTest::newRow("software, GPU") << QByteArray("software") << gpu << true << false;
        QTest::newRow("opengl, llvmpipe") << QByteArray("opengl") << cpu << false << false;
        QTest::newRow("gpu, llvmpipe") << QByteArray("gpu") << cpu << false << false;
    }
    void settingOverridesTheRenderer()
    {
        QFETCH(QByteArray, setting);
        QFETCH(QByteArray, renderer);
        QFETCH(bool, software);
        QFETCH(bool, probed);
        bool asked = false;
        const bool chosen = cw::softwareBackendWanted(setting, [&] {
            asked = true;
            return renderer;
        });
        QCOMPARE(chosen, software);
        QCOMPARE(asked, probed); // no OpenGL context is made when the user has decided
    }
};

QTEST_GUILESS_MAIN(TestQuickBackend)
#include "tst_quick_backend.moc"
