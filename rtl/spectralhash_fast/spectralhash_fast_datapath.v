`default_nettype none
// spectralhash_fast_datapath: the three prisms of Spectral Hash in flip-flops, held as
// rings of 16 k-lines, and the units that work on them (README.md: datapath).
//
// A k-line is the 8 cells (i, j, k = 0..7) of one (i, j); line L = 4 i + j.  Every
// ring rotates by one line a cycle (position pos holds line (pos + t) mod 16 in cycle t
// of a pass), so 16 cycles bring every line past the head and back to rest.
//
//   s ring  16 x 8 x 5 bits  the block (raw nibbles), then the DFT values 0..16
//   p ring  16 x 8 x 7 bits  the p-prism (a permutation of 0..127)
//   h ring  16 x 8 x 4 bits  the h-prism (chaining value)
//
// Per pass (the controller's c_* strobes, t = the pass's cycle):
//   c_load  the s ring takes a 32-bit message word (one k-line) at its tail
//   c_lsw   initial swap control while line t of the block loads, all 8 k-layers at
//           once: swap p[t][k] with p[v][k], v = nibble k of the word (the p ring turns
//           with the load, so the partner is at ring position v - t)
//   c_sw0   the same as a pass of its own, v = raw s[t][k] (the block before the last
//           when the controller learns only later that it needs it)
//   c_k     head line: affine, 8-point DFT (s) and the k-swaps (p), into the tail
//   c_j/c_i the 4-point units (one per k) on ring positions 0..3 (j-lines of i = t/4)
//           or 0, 4, 8, 12 (i-lines of j = t) in the cycles c_proc: j- or i-swaps on p,
//           4-point DFT on s, written back one position down (the ring turns)
//   c_nl    head line: the non-linear transformation into the h ring's tail (s[q] read
//           anywhere in the s ring, q = p)
//   c_rot   the fixed rotation of the p-prism (ring at rest)
//   c_init  p = identity, h = 0, the digest packer empty
//   c_dstep one digest cell (head line, cell c_dcell) into the packer; after cell 7
//           the p and h rings turn one line
module spectralhash_fast_datapath #(
    parameter integer DIGEST = 256
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    input  wire [3:0]  c_t,
    input  wire        c_load,
    input  wire        c_sw0,
    input  wire        c_lsw,        // initial swap control on the word being loaded
    input  wire        c_k,
    input  wire        c_j,
    input  wire        c_i,
    input  wire        c_proc,
    input  wire        c_nl,
    input  wire        c_rot,
    input  wire        c_init,
    input  wire        c_dstep,
    input  wire [2:0]  c_dcell,
    input  wire        c_dtake,
    input  wire        c_dzero,
    output wire        d_full,       // a whole 32-bit digest word is in the packer
    output wire [31:0] digest_word
);
    localparam integer SB = 5, PB = 7, HB = 4;

    // the digest masks of the digest size, one per value of p & 3 (bit l selects h bit l)
    localparam [15:0] SG = (DIGEST == 224) ? 16'h8C63 :
                           (DIGEST == 256) ? 16'h8C73 :
                           (DIGEST == 384) ? 16'hCEF7 : 16'hFFFF;

    reg [16*8*SB-1:0] s_q;
    reg [16*8*PB-1:0] p_q;
    reg [16*8*HB-1:0] h_q;

    // ------------------------------------------------------------------ small functions
    function [3:0] affine;               // the affine transformation (a 4-bit S-box)
        input [3:0] x;
        case (x)
            4'd0:  affine = 4'd7;   4'd1:  affine = 4'd0;   4'd2:  affine = 4'd8;   4'd3:  affine = 4'd2;
            4'd4:  affine = 4'd12;  4'd5:  affine = 4'd4;   4'd6:  affine = 4'd13;  4'd7:  affine = 4'd11;
            4'd8:  affine = 4'd10;  4'd9:  affine = 4'd3;   4'd10: affine = 4'd14;  4'd11: affine = 4'd15;
            4'd12: affine = 4'd6;   4'd13: affine = 4'd1;   4'd14: affine = 4'd5;   default: affine = 4'd9;
        endcase
    endfunction

    function [3:0] ginv;                 // inversion in GF(16) mod x^4+x^3+x^2+x+1, 0 -> 0
        input [3:0] x;
        case (x)
            4'd0:  ginv = 4'd0;   4'd1:  ginv = 4'd1;   4'd2:  ginv = 4'd15;  4'd3:  ginv = 4'd10;
            4'd4:  ginv = 4'd8;   4'd5:  ginv = 4'd6;   4'd6:  ginv = 4'd5;   4'd7:  ginv = 4'd9;
            4'd8:  ginv = 4'd4;   4'd9:  ginv = 4'd7;   4'd10: ginv = 4'd3;   4'd11: ginv = 4'd14;
            4'd12: ginv = 4'd13;  4'd13: ginv = 4'd12;  4'd14: ginv = 4'd11;  default: ginv = 4'd2;
        endcase
    endfunction

    // x mod 17 for x < 4096: 256 = 1 and 16 = -1 (mod 17), so x = a + c - b (mod 17)
    function [4:0] red17;
        input [11:0] x;
        reg [5:0] r;
        begin
            r = {2'd0, x[11:8]} + {2'd0, x[3:0]} + 6'd17 - {2'd0, x[7:4]};   // 2 .. 62
            if (r >= 6'd51)      r = r - 6'd51;
            else if (r >= 6'd34) r = r - 6'd34;
            else if (r >= 6'd17) r = r - 6'd17;
            red17 = r[4:0];
        end
    endfunction

    // the 4-point DFT over GF(17), root 4: y[m] = sum_j 4^(j m) x[j]
    function [19:0] dft4;
        input [19:0] x;                  // x[j] in bits 5j +: 5, values 0..16
        reg [11:0] a0, a1, a2, a3;
        begin
            a0 = {7'd0, x[4:0]};  a1 = {7'd0, x[9:5]};  a2 = {7'd0, x[14:10]};  a3 = {7'd0, x[19:15]};
            dft4[4:0]   = red17(a0 + a1 + a2 + a3);
            dft4[9:5]   = red17(a0 + (a1 << 2) + 12'd85 - a2 - (a3 << 2));
            dft4[14:10] = red17(a0 + a2 + 12'd34 - a1 - a3);
            dft4[19:15] = red17(a0 + (a3 << 2) + 12'd85 - a2 - (a1 << 2));
        end
    endfunction

    // the conditional swaps along j or i on one 4-cell line of p: pairs (0,1), (2,3),
    // (1,2), (0,3) in this order, each where control bit b equals reference bit b
    function [27:0] net4;
        input [27:0] p;
        input [3:0]  c;
        input [3:0]  r;
        reg   [6:0]  v0, v1, v2, v3, x;
        begin
            v0 = p[6:0];  v1 = p[13:7];  v2 = p[20:14];  v3 = p[27:21];
            if (c[0] == r[0]) begin x = v0; v0 = v1; v1 = x; end
            if (c[1] == r[1]) begin x = v2; v2 = v3; v3 = x; end
            if (c[2] == r[2]) begin x = v1; v1 = v2; v2 = x; end
            if (c[3] == r[3]) begin x = v0; v0 = v3; v3 = x; end
            net4 = {v3, v2, v1, v0};
        end
    endfunction

    // the k-swaps on one k-line of p, controlled by the affine values a of the line
    function [55:0] knet;
        input [55:0] p;
        input [15:0] a;                  // {a[5], a[4], a[1], a[0]}
        reg   [6:0]  v [0:7];
        reg   [6:0]  x;
        reg   [3:0]  c0, c1, c5;
        integer b;
        begin
            for (b = 0; b < 8; b = b + 1) v[b] = p[7*b +: 7];
            c0 = a[3:0] ^ a[11:8];
            c1 = a[7:4];
            c5 = a[15:12];
            for (b = 0; b < 4; b = b + 1)
                if (!c0[b]) begin x = v[b]; v[b] = v[7-b]; v[7-b] = x; end
            if (!c1[0]) begin x = v[0]; v[0] = v[1]; v[1] = x; end
            if (!c1[1]) begin x = v[2]; v[2] = v[3]; v[3] = x; end
            if (!c1[2]) begin x = v[1]; v[1] = v[2]; v[2] = x; end
            if (!c1[3]) begin x = v[0]; v[0] = v[3]; v[3] = x; end
            if (!c5[0]) begin x = v[4]; v[4] = v[5]; v[5] = x; end
            if (!c5[1]) begin x = v[6]; v[6] = v[7]; v[7] = x; end
            if (!c5[2]) begin x = v[5]; v[5] = v[6]; v[6] = x; end
            if (!c5[3]) begin x = v[4]; v[4] = v[7]; v[7] = x; end
            for (b = 0; b < 8; b = b + 1) knet[7*b +: 7] = v[b];
        end
    endfunction

    // ------------------------------------------------------------------ the head line units
    // k pass: affine and the 8-point DFT (root 2: 2^4 = -1, so each term is a shifted
    // nibble, added or subtracted) of the head line
    reg  [31:0] aff_line;
    reg  [39:0] dft8_line;
    reg  [11:0] plus, minus;
    integer dk, dm, de;
    always @* begin
        for (dk = 0; dk < 8; dk = dk + 1) aff_line[4*dk +: 4] = affine(s_q[SB*dk +: 4]);
        for (dm = 0; dm < 8; dm = dm + 1) begin
            plus  = 12'd1020;            // 60 x 17: keeps plus - minus positive
            minus = 12'd0;
            for (dk = 0; dk < 8; dk = dk + 1) begin
                de = (dk * dm) % 8;
                if (de < 4) plus  = plus  + ({8'd0, aff_line[4*dk +: 4]} << de);
                else       minus = minus + ({8'd0, aff_line[4*dk +: 4]} << (de - 4));
            end
            dft8_line[SB*dm +: SB] = red17(plus - minus);
        end
    end
    wire [55:0] knet_line = knet(p_q[55:0], {aff_line[23:16], aff_line[7:0]});

    // j and i passes: one 4-point unit per k on the taps (j: positions 0..3, i: 0, 4, 8, 12)
    reg  [8*20-1:0] u_s, u_sy;
    reg  [8*28-1:0] u_p, u_py;
    reg  [3:0]      u_c, u_r;
    integer uk, uj, utp;
    always @* begin
        for (uk = 0; uk < 8; uk = uk + 1) begin
            for (uj = 0; uj < 4; uj = uj + 1) begin
                utp = c_i ? 4 * uj : uj;
                u_s[20*uk + 5*uj +: 5] = s_q[SB*(8*utp + uk) +: SB];
                u_p[28*uk + 7*uj +: 7] = p_q[PB*(8*utp + uk) +: PB];
            end
            // control: s[i, 2, k] (j pass) or s[3, j, k] (i pass); reference bits: k's
            // bits 0..2 and bit 0 of i (j pass: i = t / 4) or of j (i pass: j = t)
            u_c = c_i ? u_s[20*uk + 15 +: 4] : u_s[20*uk + 10 +: 4];
            u_r = {c_i ? c_t[0] : c_t[2], uk[2:0]};
            u_sy[20*uk +: 20] = dft4(u_s[20*uk +: 20]);
            u_py[28*uk +: 28] = net4(u_p[28*uk +: 28], u_c, u_r);
        end
    end

    // the low nibbles of every s line (what the non-linear transformation reads at q)
    wire [31:0] s_lo [0:15];
    genvar gp, gk;
    generate
        for (gp = 0; gp < 16; gp = gp + 1) begin : g_slo
            for (gk = 0; gk < 8; gk = gk + 1) begin : g_c
                assign s_lo[gp][4*gk +: 4] = s_q[SB*(8*gp + gk) +: 4];
            end
        end
    endgenerate

    // non-linear transformation of the head line: new h = INV[x ^ q] ^ INV[s[q] ^ ..] ^ h
    reg  [31:0] nl_line;
    reg  [31:0] n_line;
    reg  [4:0]  nx;
    reg  [6:0]  nq;
    reg  [3:0]  nrel, nsq;
    integer nk, nl;
    always @* begin
        for (nk = 0; nk < 8; nk = nk + 1) begin
            nx     = s_q[SB*nk +: SB];
            nq     = p_q[PB*nk +: PB];
            nrel   = nq[6:3] - c_t;                   // where line q / 8 sits in the turned ring
            n_line = 32'd0;
            for (nl = 0; nl < 16; nl = nl + 1)
                if (nrel == nl[3:0]) n_line = s_lo[nl];
            nsq    = n_line[4*nq[2:0] +: 4];
            nl_line[4*nk +: 4] = ginv(nx[3:0] ^ nq[3:0]) ^ ginv(nsq ^ {nx[4], nq[6:4]}) ^
                                 h_q[HB*nk +: HB];
        end
    end

    // initial swap control: per k, the partner of the head cell is at ring position
    // r = v - t (v = the raw nibble s[t][k], or nibble k of the word being loaded as
    // line t); part = p[r][k]
    reg  [8*4-1:0] sw_r;
    reg  [8*7-1:0] sw_part;
    reg  [3:0]     sv;
    integer wk, wp;
    always @* begin
        sw_part = {8*7{1'b0}};
        for (wk = 0; wk < 8; wk = wk + 1) begin
            sv = (c_lsw ? in_data[31-4*wk -: 4] : s_q[SB*wk +: 4]) - c_t;
            sw_r[4*wk +: 4] = sv;
            for (wp = 0; wp < 16; wp = wp + 1)
                if (sv == wp[3:0]) sw_part[7*wk +: 7] = p_q[PB*(8*wp + wk) +: PB];
        end
    end

    // ------------------------------------------------------------------ next state, per cell
    wire turn_s = c_load | c_sw0 | c_k | c_j | c_i | c_nl;
    wire turn_d = c_dstep & (c_dcell == 3'd7);        // digest: after a line's 8 cells
    wire turn_p = c_k | c_j | c_i | c_nl | turn_d;
    wire turn_h = c_nl | turn_d;
    wire u_we   = (c_j | c_i) & c_proc;

    generate
        for (gp = 0; gp < 16; gp = gp + 1) begin : g_pos
            // ring position gp + 1 moves to gp; which 4-point unit input writes back here
            localparam integer NP   = (gp + 1) % 16;
            localparam         JT   = (NP < 4);                   // j pass: taps 0..3
            localparam         IT   = (NP % 4 == 0);              // i pass: taps 0, 4, 8, 12
            localparam integer JIDX = NP % 4;
            localparam integer IIDX = NP / 4;
            localparam         TAIL = (gp == 15);
            // the rotation of the p-prism: new p[i, j] = old p[src] (line gp = 4 i + j)
            localparam integer GI = gp / 4, GJ = gp % 4;
            for (gk = 0; gk < 8; gk = gk + 1) begin : g_cell
                localparam integer SRC = (gk % 4 == 0) ? gp :
                                         (gk % 4 == 1) ? 4 * (3 - GJ) + GI :
                                         (gk % 4 == 2) ? 4 * GJ + GI : 4 * GJ + 3 - GI;
                localparam integer CELL = 8 * gp + gk;
                localparam [6:0]   IDENT = CELL[6:0];
                // s
                reg [SB-1:0] s_n;
                always @* begin
                    s_n = s_q[SB*CELL +: SB];
                    if (turn_s) s_n = s_q[SB*(8*NP + gk) +: SB];
                    if (TAIL && c_load) s_n = {1'b0, in_data[31-4*gk -: 4]};
                    if (TAIL && c_k)    s_n = dft8_line[SB*gk +: SB];
                    if (c_j && u_we && JT) s_n = u_sy[20*gk + 5*JIDX +: 5];
                    if (c_i && u_we && IT) s_n = u_sy[20*gk + 5*IIDX +: 5];
                end
                // p
                reg [PB-1:0] p_n;
                always @* begin
                    p_n = p_q[PB*CELL +: PB];
                    if (turn_p) p_n = p_q[PB*(8*NP + gk) +: PB];
                    if (c_sw0 | c_lsw) begin
                        if (TAIL) p_n = sw_part[7*gk +: 7];
                        else if (sw_r[4*gk +: 4] == NP[3:0]) p_n = p_q[PB*gk +: PB];
                        else p_n = p_q[PB*(8*NP + gk) +: PB];
                    end
                    if (TAIL && c_k) p_n = knet_line[7*gk +: 7];
                    if (c_j && u_we && JT) p_n = u_py[28*gk + 7*JIDX +: 7];
                    if (c_i && u_we && IT) p_n = u_py[28*gk + 7*IIDX +: 7];
                    if (c_rot)  p_n = p_q[PB*(8*SRC + gk) +: PB];
                    if (c_init) p_n = IDENT;
                end
                // h
                reg [HB-1:0] h_n;
                always @* begin
                    h_n = h_q[HB*CELL +: HB];
                    if (turn_h) h_n = h_q[HB*(8*NP + gk) +: HB];
                    if (TAIL && c_nl) h_n = nl_line[4*gk +: 4];
                    if (c_init) h_n = {HB{1'b0}};
                end
                always @(posedge clk) begin
                    s_q[SB*CELL +: SB] <= s_n;
                    p_q[PB*CELL +: PB] <= p_n;
                    h_q[HB*CELL +: HB] <= h_n;
                end
            end
        end
    endgenerate

    // ------------------------------------------------------------------ digest packer
    // cell n contributes the bits l of h[n] where SG[p[n] & 3] has bit l, bit 0 first;
    // the bits collect right-aligned in acc_q (cnt_q of them) and leave as 32-bit words
    reg  [35:0] acc_q;
    reg  [5:0]  cnt_q;
    reg  [3:0]  g_hv, g_mask, g_val;
    reg  [2:0]  g_nb;
    reg  [1:0]  g_pm;
    integer l;
    always @* begin
        g_hv   = h_q[HB*c_dcell +: HB];
        g_pm   = p_q[PB*c_dcell +: 2];
        g_mask = SG[4*g_pm +: 4];
        g_val  = 4'd0;
        g_nb   = 3'd0;
        for (l = 0; l < 4; l = l + 1)
            if (g_mask[l]) begin
                g_val = {g_val[2:0], g_hv[l]};
                g_nb  = g_nb + 3'd1;
            end
    end

    always @(posedge clk) begin
        if (c_init) begin
            cnt_q <= 6'd0;
        end else if (c_dstep) begin
            acc_q <= (acc_q << g_nb) | {32'd0, g_val};
            cnt_q <= cnt_q + {3'd0, g_nb};
        end else if (c_dtake && d_full) begin
            cnt_q <= cnt_q - 6'd32;
        end
    end

    reg  [31:0] win;                     // the oldest 32 of the cnt_q bits (cnt_q = 32..35)
    always @*
        case (cnt_q[1:0])
            2'd0:    win = acc_q[31:0];
            2'd1:    win = acc_q[32:1];
            2'd2:    win = acc_q[33:2];
            default: win = acc_q[34:3];
        endcase
    assign d_full      = (cnt_q >= 6'd32);
    assign digest_word = c_dzero ? 32'd0 : win;
endmodule
`default_nettype wire
