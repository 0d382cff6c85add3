import LayoutTree

/// Chooses the painter of a view's own content by its class. Content is drawn in the view's
/// coordinates (origin at its top-left corner), after its background and before its subviews.
enum ViewPainters {
    static func paintContent(_ view: LaidOutView, tint: Color, on canvas: inout SVGCanvas) {
        guard view.frame.width > 0 || view.frame.height > 0 else { return }
        switch view.node.viewClass {
        case .label:
            LabelPainter.paint(view, on: &canvas)
        case .button:
            ButtonPainter.paint(view, tint: tint, on: &canvas)
        case .imageView:
            ImagePainter.paint(view, on: &canvas)
        case .switchControl:
            ControlPainters.paintSwitch(view, on: &canvas)
        case .slider:
            ControlPainters.paintSlider(view, tint: tint, on: &canvas)
        case .progressView:
            ControlPainters.paintProgress(view, tint: tint, on: &canvas)
        case .stepper:
            ControlPainters.paintStepper(view, on: &canvas)
        case .activityIndicator:
            ControlPainters.paintActivityIndicator(view, on: &canvas)
        case .segmentedControl, .markupSegmentedControl:
            ControlPainters.paintSegmentedControl(view, on: &canvas)
        case .pageControl:
            ControlPainters.paintPageControl(view, on: &canvas)
        case .textField:
            TextInputPainters.paintTextField(view, on: &canvas)
        case .textView:
            TextInputPainters.paintTextView(view, on: &canvas)
        case .searchBar:
            TextInputPainters.paintSearchBar(view, on: &canvas)
        case .tableViewCell, .markupTableViewCell:
            ContainerPainters.paintCell(view, on: &canvas)
        case .datePicker, .pickerView, .markupPickerView:
            ContainerPainters.paintPicker(view, on: &canvas)
        case .navigationBar, .toolbar, .tabBar:
            ContainerPainters.paintBar(view, on: &canvas)
        case .markupGradientView, .markupRadialGradientView:
            GradientPainter.paint(view, radial: view.node.viewClass == .markupRadialGradientView, on: &canvas)
        default:
            break
        }
    }

    /// The background a class has when the markup sets none.
    static func defaultBackground(_ node: ViewNode) -> Color? {
        switch node.viewClass {
        case .tableView, .markupTableView:
            return node.content.style == "groupedTableView" ? SystemPalette.groupedBackground : SystemPalette.screen
        case .tableViewCell, .markupTableViewCell, .textView:
            return SystemPalette.screen
        case .navigationBar, .toolbar, .tabBar:
            return SystemPalette.bar
        case .visualEffectView:
            return Color(white: 0.97, alpha: 0.8)
        default:
            return nil
        }
    }

    /// Scroll views (and the views built on them) clip to their viewport whatever `clipsToBounds` says.
    static func alwaysClips(_ node: ViewNode) -> Bool {
        switch node.viewClass {
        case .scrollView, .uiScrollView, .tableView, .markupTableView, .collectionView, .markupCollectionView, .textView,
            .markupPageView, .pickerView, .markupPickerView, .datePicker:
            return true
        default:
            if case .scroll = node.layout { return true }
            return false
        }
    }
}

/// UILabel: its lines where the layout measured them, in its font and text colour.
enum LabelPainter {
    static func paint(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        let font = node.content.font ?? .labelDefault
        let lines = canvas.layout.labelLines(view)
        guard !lines.isEmpty else { return }
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        let placed = canvas.layout.place(lines, font: font, in: bounds, alignment: node.content.textAlignment)
        let clip = node.content.lineBreakMode == .byClipping && !node.appearance.clipsToBounds
        if clip { canvas.openClip(bounds) }
        canvas.text(placed, font: font, color: node.appearance.textColor ?? SystemPalette.label, at: node.location)
        if clip { canvas.writer.close() }
    }
}

/// UIImageView: the image fitted by `contentMode`, or a placeholder naming an image that is missing.
enum ImagePainter {
    static func paint(_ view: LaidOutView, on canvas: inout SVGCanvas) {
        let node = view.node
        guard let name = node.content.imageName, !name.isEmpty else { return }
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        guard let file = canvas.image(named: name, at: node.location) else {
            ImagePlaceholder.draw(name: name, in: bounds, on: &canvas)
            return
        }
        let target = ImageFitting.rect(
            imageWidth: file.pointWidth, imageHeight: file.pointHeight, in: bounds, contentMode: node.content.contentMode)
        canvas.drawImage(file, in: target, tint: nil)
    }
}
