//! Texture instructions (docs/texture.md): `tex`, `tld4` and `txq` on texture references
//! (`.global .texref`, whose address is the handle) and texture objects (a 64-bit handle in a
//! register, unified mode). Each result component becomes one [`Instr::Runtime`] call of
//! [`RtFunc::Tex`] that the device carries out through its texture cache.

use super::*;

impl Loader {
    fn tex_unsupported(&mut self, span: Span, what: String) -> R<()> {
        self.err(codes::UNSUPPORTED, what, span, "unsupported texture form");
        None
    }

    /// `tex.geom.v4.dty.cty d, [t, c]`, `tld4.comp.2d.v4.dty.f32 d, [t, c]`,
    /// `txq.field.b32 d, [t]`.
    pub(super) fn texture(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        if name == "txq" {
            const FIELDS: [&str; 13] = [
                "width",
                "height",
                "depth",
                "channel_data_type",
                "channel_order",
                "normalized_coords",
                "filter_mode",
                "addr_mode_0",
                "addr_mode_1",
                "addr_mode_2",
                "array_size",
                "num_mipmap_levels",
                "num_samples",
            ];
            let Some(i) = m.take_any(&FIELDS) else {
                return self.tex_unsupported(
                    ins.span,
                    "`txq` needs one of the attributes `.width`, `.height`, `.depth`, `.channel_data_type`, `.channel_order`, `.normalized_coords`, `.filter_mode`, `.addr_mode_0` .. `.addr_mode_2`, `.array_size`, `.num_mipmap_levels`, `.num_samples`".into(),
                );
            };
            let field = match i {
                0 => TxqField::Width,
                1 => TxqField::Height,
                2 => TxqField::Depth,
                3 => TxqField::ChannelDataType,
                4 => TxqField::ChannelOrder,
                5 => TxqField::NormalizedCoords,
                6 => TxqField::FilterMode,
                7..=9 => TxqField::AddrMode(i as u8 - 7),
                10 => TxqField::ArraySize,
                11 => TxqField::NumMipmapLevels,
                _ => TxqField::NumSamples,
            };
            m.take("level");
            let ty = self.ty1(ins, m)?;
            self.finish(ins, m)?;
            self.count(ins, &[2])?;
            let dst = self.dst(&ops[0], ty)?;
            let handle = match &ops[1] {
                ast::Operand::Address {
                    base: Some(b),
                    offset: 0,
                    ..
                } => self.src(&ast::Operand::Name(b.clone()), Ty::U64)?,
                o => return self.tex_unsupported(
                    op_span(o),
                    "`txq` takes `[t]`: a texture reference or a register holding a texture object"
                        .into(),
                ),
            };
            self.emit(
                Instr::Runtime {
                    func: RtFunc::Txq(field),
                    args: [handle, Operand::None, Operand::None, Operand::None],
                    dst: Some(dst),
                },
                g,
                ins.span,
                false,
            );
            return Some(());
        }
        let gather = if name == "tld4" {
            match m.take_any(&["r", "g", "b", "a"]) {
                Some(c) => Some(c as u8),
                None => {
                    return self.tex_unsupported(
                        ins.span,
                        "`tld4` needs the channel it gathers: `.r`, `.g`, `.b` or `.a`".into(),
                    )
                }
            }
        } else {
            None
        };
        let mip = if gather.is_some() {
            TexMip::Base
        } else if m.take("level") {
            TexMip::Level
        } else if m.take("grad") {
            TexMip::GradLod
        } else {
            TexMip::Base
        };
        let Some(geom) = m.take_any(&["1d", "2d", "3d", "a1d", "a2d"]) else {
            return self.tex_unsupported(
                ins.span,
                format!("`{name}` needs a geometry: `.1d`, `.2d`, `.3d`, `.a1d` or `.a2d` (cube maps and multisample forms are not modelled)"),
            );
        };
        let (dims, array) = [(1, false), (2, false), (3, false), (1, true), (2, true)][geom];
        if gather.is_some() && (dims != 2 || array) {
            return self.tex_unsupported(ins.span, "`tld4` is modelled for `.2d` only".into());
        }
        if !m.take("v4") {
            return self.tex_unsupported(
                ins.span,
                format!("`{name}` is modelled with a `.v4` result only"),
            );
        }
        let dty = self.ty_at(ins, m, 0)?;
        let cty = self.ty_at(ins, m, 1)?;
        self.finish(ins, m)?;
        if !matches!(dty, Ty::F32 | Ty::S32 | Ty::U32) || !matches!(cty, Ty::F32 | Ty::S32) {
            return self.tex_unsupported(
                ins.span,
                format!(
                    "`{name}.{}.{}`: the result type must be `.f32`, `.s32` or `.u32` and the coordinate type `.s32` or `.f32`",
                    dty.name(),
                    cty.name()
                ),
            );
        }
        let extra = match mip {
            TexMip::Base => 0,
            TexMip::Level => 1,
            TexMip::GradLod => 2,
        };
        if ins.operands.len() != 2 + extra {
            let form = [
                "`[t, {coordinates}]`",
                "`[t, {coordinates}], level`",
                "`[t, {coordinates}], {dPdx}, {dPdy}`",
            ][extra];
            return self.tex_unsupported(
                ins.span,
                format!("`{name}` takes a destination vector and {form} (depth compare and offsets are not modelled)"),
            );
        }
        if mip != TexMip::Base && cty != Ty::F32 {
            return self.tex_unsupported(
                ins.span,
                format!("`{name}` with a level or gradients takes `.f32` coordinates (as the PTX ISA says)"),
            );
        }
        let dsts = match &ops[0] {
            ast::Operand::Vector(v, _) if v.len() == 4 => v,
            o => {
                return self.tex_unsupported(
                    op_span(o),
                    format!("`{name}` writes a vector of four registers `{{a, b, c, d}}`"),
                )
            }
        };
        let (handle_op, coords) = match &ops[1] {
            ast::Operand::List(v, _) if v.len() == 2 => (&v[0], &v[1]),
            ast::Operand::List(v, s) if v.len() == 3 => {
                let _ = v;
                return self.tex_unsupported(*s, "a separate sampler `[t, s, {coordinates}]` (independent texture mode) is not modelled: use a texture reference or a texture object".into());
            }
            o => {
                return self
                    .tex_unsupported(op_span(o), format!("`{name}` reads `[t, {{coordinates}}]`"))
            }
        };
        let coords: Vec<&ast::Operand> = match coords {
            ast::Operand::Vector(v, _) => v.iter().collect(),
            o => vec![o],
        };
        // `.a1d` takes {layer, x}, `.a2d` {layer, x, y, pad}; `.3d` {x, y, z, pad}.
        let want = dims as usize + usize::from(array);
        if coords.len() < want || coords.len() > want.max(if want >= 3 { 4 } else { want }) {
            return self.tex_unsupported(
                op_span(&ops[1]),
                format!(
                    "`{name}.{}` takes {want} coordinate(s), found {}",
                    ["1d", "2d", "3d", "a1d", "a2d"][geom],
                    coords.len()
                ),
            );
        }
        let handle = self.src(handle_op, Ty::U64)?;
        let mut vals = Vec::with_capacity(want);
        for (i, c) in coords.iter().take(want).enumerate() {
            // the layer of an array texture is an unsigned integer
            let t = if array && i == 0 { Ty::U32 } else { cty };
            vals.push(self.src(c, t)?);
        }
        // `tex.level`/`tex.grad`: the level (or gradients) and the coordinates fit the call's
        // four arguments with the coordinates packed (TexMip::Level).
        let mut injected = false;
        let mut lod_reg = None;
        let args = if mip == TexMip::Base {
            let mut args = [handle, Operand::None, Operand::None, Operand::None];
            args[1..1 + vals.len()].copy_from_slice(&vals);
            args
        } else {
            let lod = if mip == TexMip::Level {
                self.src(&ops[2], Ty::F32)?
            } else {
                // dPdx then dPdy, one value per filtered dimension, packed two per argument.
                let mut gs = Vec::new();
                for (k, o) in ops[2..4].iter().enumerate() {
                    let v: Vec<&ast::Operand> = match o {
                        ast::Operand::Vector(v, _) => v.iter().collect(),
                        o => vec![o],
                    };
                    let n = dims as usize;
                    if v.len() < n || v.len() > n.max(if n >= 3 { 4 } else { n }) {
                        return self.tex_unsupported(
                            op_span(o),
                            format!(
                                "`{name}.grad`: {} has {n} value(s) here (one per filtered dimension), found {}",
                                ["dPdx", "dPdy"][k],
                                v.len()
                            ),
                        );
                    }
                    for x in v.iter().take(n) {
                        gs.push(self.src(x, Ty::F32)?);
                    }
                }
                let mut gargs = [handle, Operand::None, Operand::None, Operand::None];
                for (k, pair) in gs.chunks(2).enumerate() {
                    gargs[1 + k] =
                        self.tex_pack(ins, &format!("%tex.grad{k}"), pair[0], pair[1], g, injected);
                    injected = true;
                }
                let r = self.hidden_reg("%tex.lod", Ty::F32);
                lod_reg = Some(r);
                let spec = TexSpec {
                    dims,
                    array,
                    comp: 0,
                    dty,
                    cty,
                    gather,
                    mip: TexMip::GradLod,
                };
                self.emit(
                    Instr::Runtime {
                        func: RtFunc::Tex(spec),
                        args: gargs,
                        dst: Some(r),
                    },
                    g,
                    ins.span,
                    injected,
                );
                Operand::Reg(r)
            };
            let (a1, a2) = if vals.len() == 3 {
                let p = self.tex_pack(ins, "%tex.coords", vals[0], vals[1], g, injected);
                injected = true;
                (p, vals[2])
            } else {
                (vals[0], vals.get(1).copied().unwrap_or(Operand::None))
            };
            [handle, a1, a2, lod]
        };
        let mip = if mip == TexMip::GradLod {
            TexMip::Level
        } else {
            mip
        };
        let mut regs = Vec::new();
        for d in dsts {
            if matches!(d, ast::Operand::Name(i) if i.name.as_str() == "_") {
                regs.push(None);
            } else {
                regs.push(Some(self.dst(d, dty)?));
            }
        }
        // Each component is its own fetch: a destination that is also an input would change
        // the inputs of the components after it.
        let inputs: Vec<RegId> = args
            .iter()
            .filter_map(|a| match a {
                Operand::Reg(r) | Operand::RegOff(r, _) => Some(*r),
                _ => None,
            })
            .filter(|r| Some(*r) != lod_reg)
            .collect();
        if regs.iter().take(3).flatten().any(|r| inputs.contains(r)) {
            return self.tex_unsupported(
                op_span(&ops[0]),
                format!("`{name}`: a destination register that is also the handle, a coordinate or the level is not modelled"),
            );
        }
        for (k, d) in regs.into_iter().enumerate() {
            let Some(dst) = d else { continue };
            let spec = TexSpec {
                dims,
                array,
                comp: k as u8,
                dty,
                cty,
                gather,
                mip,
            };
            self.emit(
                Instr::Runtime {
                    func: RtFunc::Tex(spec),
                    args,
                    dst: Some(dst),
                },
                g,
                ins.span,
                k > 0 || injected,
            );
        }
        Some(())
    }

    /// `mov.b64 %name, {a, b}` into a hidden register (a in the low half): two 32-bit values
    /// in one argument of a runtime call.
    fn tex_pack(
        &mut self,
        ins: &ast::Instruction,
        name: &str,
        a: Operand,
        b: Operand,
        g: Guard,
        injected: bool,
    ) -> Operand {
        let t = self.hidden_reg(name, Ty::B64);
        self.emit(
            Instr::Alu {
                op: AluOp::Pack(2),
                ty: Ty::B32,
                ty2: Ty::B32,
                mods: AluMods::NONE,
                dst: t,
                src: [a, b, Operand::None, Operand::None],
            },
            g,
            ins.span,
            injected,
        );
        Operand::Reg(t)
    }
}
