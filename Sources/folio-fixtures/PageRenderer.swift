import CPoppler

/// Draws a typeset page onto any cairo context whose user space is in points (PDF, or an image scaled to dpi).
enum PageRenderer {
    /// Draws the runs, rules, filled rectangles and marks of `page` in the gray level `ink` (0 black … 1 white).
    static func draw(_ page: PageLayout, on context: CairoContext, ink: Double) {
        let cr = context.cr
        cairo_set_source_rgb(cr, ink, ink, ink)
        // One path filled once: abutting rectangles (a barcode's bars and modules) then show no antialiased seam.
        if !page.fills.isEmpty {
            for fill in page.fills { cairo_rectangle(cr, fill.x, fill.y, fill.width, fill.height) }
            cairo_fill(cr)
        }
        for rule in page.rules {
            cairo_set_line_width(cr, rule.width)
            cairo_move_to(cr, rule.x0, rule.y0)
            cairo_line_to(cr, rule.x1, rule.y1)
            cairo_stroke(cr)
        }
        for mark in page.marks {
            cairo_new_sub_path(cr)
            cairo_arc(cr, mark.centreX, mark.centreY, mark.radius, 0, 2 * .pi)
            if mark.ring {
                cairo_set_line_width(cr, mark.lineWidth)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        }
        for run in page.runs {
            let width = run.anchor == .left ? 0 : context.advance(of: run.text, in: run.font)
            context.select(run.font)
            let x: Double = switch run.anchor {
            case .left: run.x
            case .right: run.x - width
            case .center: run.x - width / 2
            }
            cairo_move_to(cr, x, run.baseline)
            cairo_show_text(cr, run.text)
        }
    }
}
