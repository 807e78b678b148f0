//! Surface instructions (docs/texture.md, "Surfaces"): `suld.b`, `sust.b` and `suq` on surface
//! references (`.global .surfref`, whose address is the handle) and surface objects (a 64-bit
//! handle in a register). Each component of a vector access becomes one [`Instr::Runtime`] call
//! of [`RtFunc::Surf`], which the device turns into a global load or store; coordinates beyond
//! the first are packed into a hidden register first, so that a call's four arguments hold the
//! handle, the coordinates and a store's value.

use super::*;

impl Loader {
    fn surf_unsupported(&mut self, span: Span, what: String) -> R<()> {
        self.err(codes::UNSUPPORTED, what, span, "unsupported surface form");
        None
    }

    /// The handle operand `[s]` or `s` of a surface instruction.
    fn surf_handle(&mut self, o: &ast::Operand) -> R<Operand> {
        match o {
            ast::Operand::Address {
                base: Some(b),
                offset: 0,
                ..
            } => self.src(&ast::Operand::Name(b.clone()), Ty::U64),
            ast::Operand::Name(_) => self.src(o, Ty::U64),
            o => {
                self.surf_unsupported(
                    op_span(o),
                    "a surface is a `.surfref` or a register holding a surface object".into(),
                )?;
                None
            }
        }
    }

    /// `suld.b.geom{.vN}.btype{.cop}{.mode} d, [s, c]`, `sust.b.geom{.vN}.btype{.cop}{.mode}
    /// [s, c], v`, `suq.field.b32 d, [s]`.
    pub(super) fn surface(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        if name == "suq" {
            const FIELDS: [&str; 7] = [
                "width",
                "height",
                "depth",
                "channel_data_type",
                "channel_order",
                "array_size",
                "memory_layout",
            ];
            let Some(i) = m.take_any(&FIELDS) else {
                return self.surf_unsupported(
                    ins.span,
                    "`suq` needs one of the attributes `.width`, `.height`, `.depth`, `.channel_data_type`, `.channel_order`, `.array_size`, `.memory_layout`".into(),
                );
            };
            let field = [
                SuqField::Width,
                SuqField::Height,
                SuqField::Depth,
                SuqField::ChannelDataType,
                SuqField::ChannelOrder,
                SuqField::ArraySize,
                SuqField::MemoryLayout,
            ][i];
            let ty = self.ty1(ins, m)?;
            self.finish(ins, m)?;
            self.count(ins, &[2])?;
            let dst = self.dst(&ops[0], ty)?;
            let handle = self.surf_handle(&ops[1])?;
            self.emit(
                Instr::Runtime {
                    func: RtFunc::Suq(field),
                    args: [handle, Operand::None, Operand::None, Operand::None],
                    dst: Some(dst),
                },
                g,
                ins.span,
                false,
            );
            return Some(());
        }
        let store = name == "sust";
        if !m.take("b") {
            return self.surf_unsupported(
                ins.span,
                format!("`{name}` is modelled in its unformatted form `.b` only (`{name}.b.2d.b32 ...`; `sust.p` formats samples and is not modelled)"),
            );
        }
        let Some(geom) = m.take_any(&["1d", "2d", "3d", "a1d", "a2d"]) else {
            return self.surf_unsupported(
                ins.span,
                format!("`{name}` needs a geometry: `.1d`, `.2d`, `.3d`, `.a1d` or `.a2d`"),
            );
        };
        let (dims, array) = [(1u8, false), (2, false), (3, false), (1, true), (2, true)][geom];
        let vec = match m.take_any(&["v2", "v4"]) {
            Some(0) => 2u8,
            Some(_) => 4,
            None => 1,
        };
        // Cache operators only hint where the data is kept: accepted, no effect.
        m.take_any(&["ca", "cg", "cs", "cv", "wb", "wt"]);
        let oob = match m.take_any(&["trap", "clamp", "zero"]) {
            Some(1) => SurfOob::Clamp,
            Some(2) => SurfOob::Zero,
            _ => SurfOob::Trap,
        };
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        if !matches!(ty, Ty::B8 | Ty::B16 | Ty::B32 | Ty::B64) {
            return self.surf_unsupported(
                ins.span,
                format!(
                    "`{name}.b` moves `.b8`, `.b16`, `.b32` or `.b64` data, not `.{}`",
                    ty.name()
                ),
            );
        }
        if vec == 4 && ty == Ty::B64 {
            return self.surf_unsupported(
                ins.span,
                format!("`{name}.v4.b64` is not a PTX form (at most 128 bits move)"),
            );
        }
        self.count(ins, &[2])?;
        let (addr_op, data_op) = if store {
            (&ops[0], &ops[1])
        } else {
            (&ops[1], &ops[0])
        };
        let (handle_op, coords) = match addr_op {
            ast::Operand::List(v, _) if v.len() == 2 => (&v[0], &v[1]),
            o => {
                return self.surf_unsupported(
                    op_span(o),
                    format!("`{name}` addresses `[s, {{coordinates}}]`"),
                )
            }
        };
        let coords: Vec<&ast::Operand> = match coords {
            ast::Operand::Vector(v, _) => v.iter().collect(),
            o => vec![o],
        };
        let want = dims as usize + usize::from(array);
        if coords.len() < want || coords.len() > want.max(if want >= 3 { 4 } else { want }) {
            return self.surf_unsupported(
                op_span(addr_op),
                format!(
                    "`{name}.b.{}` takes {want} coordinate(s), found {}",
                    ["1d", "2d", "3d", "a1d", "a2d"][geom],
                    coords.len()
                ),
            );
        }
        let handle = self.surf_handle(handle_op)?;
        let mut cs = Vec::with_capacity(want);
        for c in coords.iter().take(want) {
            cs.push(self.src(c, Ty::B32)?);
        }
        let data: Vec<&ast::Operand> = match data_op {
            ast::Operand::Vector(v, _) => v.iter().collect(),
            o => vec![o],
        };
        if data.len() != vec as usize {
            return self.surf_unsupported(
                op_span(data_op),
                format!(
                    "`{name}` with {} moves {vec} value(s), found {}",
                    if vec == 1 {
                        "no vector size".to_string()
                    } else {
                        format!("`.v{vec}`")
                    },
                    data.len()
                ),
            );
        }
        // The first two coordinates packed into one 64-bit argument (x in the low half).
        let packed = if cs.len() >= 2 {
            let t = self.hidden_reg("%surf.coords", Ty::B64);
            self.alu(
                ins,
                AluOp::Pack(2),
                Ty::B32,
                Ty::B32,
                AluMods::NONE,
                t,
                &[cs[0], cs[1]],
                g,
            );
            Operand::Reg(t)
        } else {
            cs[0]
        };
        let third = cs.get(2).copied().unwrap_or(Operand::None);
        let bytes = ty.bytes() as u8;
        // Component `k` of the access: one runtime call each.
        let spec = |k: usize| SurfSpec {
            dims,
            array,
            store,
            bytes,
            vec,
            comp: k as u8,
            oob,
        };
        if store {
            for (k, v) in data.iter().enumerate() {
                let val = self.src(v, ty)?;
                self.emit(
                    Instr::Runtime {
                        func: RtFunc::Surf(spec(k)),
                        args: [handle, packed, third, val],
                        dst: None,
                    },
                    g,
                    ins.span,
                    k > 0 || cs.len() >= 2,
                );
            }
            return Some(());
        }
        let mut regs = Vec::new();
        for d in &data {
            if matches!(d, ast::Operand::Name(i) if i.name.as_str() == "_") {
                regs.push(None);
            } else {
                regs.push(Some(self.dst(d, ty)?));
            }
        }
        // Each component is its own load: a destination that is also the handle or a
        // coordinate would change the inputs of the components after it.
        let inputs: Vec<RegId> = [handle, packed, third]
            .iter()
            .filter_map(|a| match a {
                Operand::Reg(r) | Operand::RegOff(r, _) => Some(*r),
                _ => None,
            })
            .collect();
        if regs
            .iter()
            .take(vec as usize - 1)
            .flatten()
            .any(|r| inputs.contains(r))
        {
            return self.surf_unsupported(
                op_span(data_op),
                format!("`{name}`: a destination register that is also the handle or a coordinate is not modelled"),
            );
        }
        for (k, d) in regs.into_iter().enumerate() {
            let Some(dst) = d else { continue };
            self.emit(
                Instr::Runtime {
                    func: RtFunc::Surf(spec(k)),
                    args: [handle, packed, third, Operand::None],
                    dst: Some(dst),
                },
                g,
                ins.span,
                k > 0 || cs.len() >= 2,
            );
        }
        Some(())
    }
}
