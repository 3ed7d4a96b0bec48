`default_nettype none
// luffa256_datapath: the Luffa-256 round on a 32-bit word stream, one step of one
// Q_j every ten cycles: its eight words and its two step constants, read from the
// state memory (README.md: datapath, memory map, timing).
//
//   stage 0 (the controller): read word i of V_j (or of K_j = IV_j ^ mult2(IV_0 ^ IV_1 ^
//            IV_2) in the first step of a message's first block) from the state
//            memory, or a step constant; in a first step also read T[i-1]
//            (T = V0 ^ V1 ^ V2 of the last round) and the message word for (2^j M)[i]
//   stage 1: y = word ^ MI: MI = mult2(T)[i] ^ (2^j M)[i] (first step only; no T term
//            when the word is K_j); the Q_1
//            pass writes 2M[i] back to the message RAM (for Q_2)
//   stage 2: the round-2 tweak (words 4..7 <<< j in the first step), shift into G
//   H:       the eight words of a step, copied from G (which takes the next step)
//   MixWord: pair k (k = 0..3, one a cycle): SubCrumb output k of (h0..h3) and of
//            (h5, h6, h7, h4), MixWord, the step constants into pair 0
//   write:   u_k (words 0..3) at once, v_k (words 4..7) four cycles later through a
//            four-word FIFO; a last step also XORs its words into T (the next round's
//            MI, and the digest after the blank round)
module luffa256_datapath #(
    parameter MEM = "logic"            // the state memory: "bram" (block RAM) or "logic"
) (
    input  wire        clk,
    input  wire        rst,
    // message words from the shell
    input  wire [31:0] in_data,
    input  wire        in_we,
    input  wire [2:0]  in_idx,
    // stage 0: one state word read per cycle
    input  wire        rd_v,
    input  wire [2:0]  rd_i,
    input  wire [1:0]  rd_j,
    input  wire [2:0]  rd_r,
    input  wire        rd_fresh,       // the first block of a message: read K_j, no T term
    input  wire        rd_blank,       // a blank round: M = 0
    input  wire        rd_rc,          // read a step constant instead (of step rd_r of Q_rd_j) ...
    input  wire        rd_h,           // ... the one for word 4, else word 0
    // digest read-out
    input  wire        o_mode,
    input  wire        o_re,
    input  wire [2:0]  o_addr,
    output wire [31:0] digest_word
);
    // ------------------------------------------------------------------ constants
    // The first step of a message's first block reads K_j = IV_j ^ mult2(IV_0 ^ IV_1 ^ IV_2)
    // (V = IV with the chaining part of the MI already applied; the MI then adds only
    // the message term).
    // MEM = "bram": the block RAM's constant entries (entry 0 in the least significant
    // bits): 32 + 8j + i = K_j[i]; 64 + 16j + 2r = RC[j][0][r] (word 0),
    // 65 + 16j + 2r = RC[j][1][r] (word 4)
    localparam [4095:0] ST_INIT = {
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h703aace7a2c7843436eda57fd984735627586719edb780c878e38b9dbb6de032,
        256'h1e38e2e78438764a5c58a4a47ad8818fe623bb7234552e25e25e72c1fc20d9d2,
        256'hb923c70440a46f3e2e48f1c1baca1589faa7ae2baeb28562144ae5cc707a3d45,
        256'hf4272b281c1e8f51bd09caca0707a3d405a17cf470f47aae01685f3db6de10ed,
        256'h9a226e9d96e1db1226889ba78f5b78825274baf47800423de5a8bce61e00108f,
        256'h9389217fdc56983e7f34d4426cc33a12441ba90dc0e65299e0337818303994a6,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h8e9527da5d1b527b56d9243f8a211151b69cf929c4d998d22578453dd6534740,
        256'h71dfb8bcb6adbe7fbf7d78bad4bc0d49c5f0fa8fb0361d97a110e0eae208c448,
        256'hdb457d8697b4f048a0a111fde70e280fc00ee1498e729b833c72435c4c9991b4,
        1024'h0};
    // MEM = "logic": the distributed RAM holds V_j[i] at 8j + i (0..23) and K_0[i] at
    // 24 + i; the LUT ROM holds RC[j][h][r] at 16j + 2r + h (0..47), K_1[i] at 48 + i
    // and K_2[i] at 56 + i
    localparam [1023:0] V_INIT = {
        256'hdb457d8697b4f048a0a111fde70e280fc00ee1498e729b833c72435c4c9991b4,
        768'h0};
    localparam [2047:0] RC_INIT = {
        256'h8e9527da5d1b527b56d9243f8a211151b69cf929c4d998d22578453dd6534740,
        256'h71dfb8bcb6adbe7fbf7d78bad4bc0d49c5f0fa8fb0361d97a110e0eae208c448,
        ST_INIT[64*32 +: 48*32]};

    // ------------------------------------------------------------------ functions
    // SubCrumb on 32 nibbles, bit i of each nibble in word a_i; outputs {o0, o1, o2, o3}
    function [127:0] sub_crumb(input [31:0] a0, input [31:0] a1, input [31:0] a2,
                               input [31:0] a3);
        reg [31:0] t, x0, x1, x2, x3;
        begin
            x0 = a0; x1 = a1; x2 = a2; x3 = a3;
            t  = x0;
            x0 = x0 | x1;
            x2 = x2 ^ x3;
            x1 = ~x1;
            x0 = x0 ^ x3;
            x3 = x3 & t;
            x1 = x1 ^ x3;
            x3 = x3 ^ x2;
            x2 = x2 & x0;
            x0 = ~x0;
            x2 = x2 ^ x1;
            x1 = x1 | x3;
            t  = t ^ x1;
            x3 = x3 ^ x2;
            x2 = x2 & x1;
            x1 = x1 ^ x0;
            sub_crumb = {t, x1, x2, x3};
        end
    endfunction

    // MixWord on one pair: {u, v}
    function [63:0] mix_word(input [31:0] u0, input [31:0] v0);
        reg [31:0] u, v;
        begin
            v = v0 ^ u0;
            u = {u0[29:0], u0[31:30]} ^ v;
            v = {v[17:0], v[31:18]} ^ u;
            u = {u[21:0], u[31:22]} ^ v;
            v = {v[30:0], v[31]};
            mix_word = {u, v};
        end
    endfunction

    // mult2 in GF(2^32)^8: word i gets word 7 XORed in for i = 1, 3, 4
    function m2tap(input [2:0] i);
        m2tap = (i == 3'd1) | (i == 3'd3) | (i == 3'd4);
    endfunction

    // ------------------------------------------------------------------ memories
    wire [31:0] srd, trd, mrd;            // registered read data (stage 1)
    wire        st_we, t_we, m_we;
    wire [4:0]  st_waddr;
    wire [2:0]  t_waddr;
    wire [3:0]  m_waddr;
    wire [31:0] st_wdata, t_wdata, m_wdata;
    wire [3:0]  t_raddr;
    wire        mi0 = rd_v & (rd_r == 3'd0);

    // the state memory: V_j, K_j and the step constants (see the constants above)
    wire fresh0 = mi0 & rd_fresh;
    generate
        if (MEM == "bram") begin : g_st_bram
            wire [6:0] st_raddr = rd_rc ? {1'b1, rd_j, rd_r, rd_h} : {1'b0, fresh0, rd_j, rd_i};
            lw_ram_sdp #(.DEPTH(128), .DW(32), .STYLE("bram"), .HAS_INIT(1), .INIT(ST_INIT)) u_st (
                .clk(clk), .we(st_we), .waddr({2'b00, st_waddr}), .wdata(st_wdata),
                .re(1'b1), .raddr(st_raddr), .rdata(srd)
            );
        end else begin : g_st_logic
            // V and K_0 in distributed RAM, the step constants, K_1 and K_2 in a LUT ROM
            // read every cycle; the ROM word is taken in the cycles that read one
            wire [31:0] vrd, crd;
            reg         csel_q;
            wire [4:0]  v_raddr = {(fresh0 & (rd_j == 2'd0)) ? 2'b11 : rd_j, rd_i};
            wire [5:0]  c_addr  = rd_rc ? {rd_j, rd_r, rd_h} : {2'b11, rd_j[1], rd_i};
            lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic"), .HAS_INIT(1), .INIT(V_INIT)) u_st (
                .clk(clk), .we(st_we), .waddr(st_waddr), .wdata(st_wdata),
                .re(1'b1), .raddr(v_raddr), .rdata(vrd)
            );
            lw_rom #(.DEPTH(64), .DW(32), .STYLE("logic"), .INIT(RC_INIT)) u_rc (
                .clk(clk), .en(1'b1), .addr(c_addr), .q(crd)
            );
            always @(posedge clk) csel_q <= rd_rc | (fresh0 & (rd_j != 2'd0));
            assign srd = csel_q ? crd : vrd;
        end
    endgenerate
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_t (
        .clk(clk), .we(t_we), .waddr({1'b0, t_waddr}), .wdata(t_wdata),
        .re(~o_mode | o_re), .raddr(t_raddr), .rdata(trd)
    );
    // message RAM: M in entries 0..7 (from the shell), 2M in 8..15 (written by the
    // Q_1 pass); Q_0 reads M[i], Q_1 M[i-1], Q_2 2M[i-1], except 2M[7] = M[6] for its
    // word 0 (2M[7] is being written in that cycle)
    wire [3:0] m_raddr = (rd_j == 2'd0) ? {1'b0, rd_i} :
                         (rd_j == 2'd2 && rd_i == 3'd0) ? 4'd6 : {rd_j[1], rd_i - 3'd1};
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_m (
        .clk(clk), .we(m_we), .waddr(m_waddr), .wdata(m_wdata),
        .re(1'b1), .raddr(m_raddr), .rdata(mrd)
    );

    // ------------------------------------------------------------------ stage 1: MI
    reg        v1_q, mi1_q, fresh1_q, blank1_q;
    reg  [2:0] i1_q, r1_q;
    reg  [1:0] j1_q;
    reg  [31:0] t7_q, m7_q;
    always @(posedge clk) begin
        if (rst) v1_q <= 1'b0;
        else     v1_q <= rd_v;
        mi1_q    <= mi0;
        fresh1_q <= rd_fresh;
        blank1_q <= rd_blank;
        i1_q     <= rd_i;
        j1_q     <= rd_j;
        r1_q     <= rd_r;
    end
    // mult2(T)[i] = T[i-1] (T[7] for i = 0, read in the cycle of word 0) ^ T[7] on the taps
    wire [31:0] mt = trd ^ (m2tap(i1_q) ? t7_q : 32'd0);
    // (2^j M)[i]: M[i] for Q_0; c[i-1] ^ c[7] on the taps for Q_1 (c = M) and Q_2 (c = 2M)
    wire [31:0] cmx = mrd ^ ((m2tap(i1_q) && j1_q != 2'd0) ? m7_q : 32'd0);
    wire [31:0] cm  = blank1_q ? 32'd0 : cmx;
    // (a first block reads K_j, which already holds the chaining part of the MI)
    wire [31:0] y  = srd ^ (mi1_q ? ((fresh1_q ? 32'd0 : mt) ^ cm) : 32'd0);
    // the Q_1 pass writes 2M[i] (its own MI term) to entry 8 + i for the Q_2 pass
    wire        mpass = mi1_q & ~blank1_q & (j1_q == 2'd1);
    assign m_we    = in_we | mpass;
    assign m_waddr = in_we ? {1'b0, in_idx} : {1'b1, i1_q};
    assign m_wdata = in_we ? in_data : cmx;
    always @(posedge clk) begin
        // word 0 of a pass reads T[7] and c[7] (M[0] for Q_0, not used)
        if (mi1_q && i1_q == 3'd0) begin
            t7_q <= trd;
            m7_q <= mrd;
        end
    end

    // ------------------------------------------------------------------ stage 2: tweak, G
    reg        v2_q, tw2_q;
    reg  [2:0] i2_q, r2_q;
    reg  [1:0] j2_q;
    reg  [31:0] y_q;
    reg  [255:0] g_q, h_q;
    always @(posedge clk) begin
        if (rst) v2_q <= 1'b0;
        else     v2_q <= v1_q;
        y_q  <= y;
        i2_q <= i1_q;
        j2_q <= j1_q;
        r2_q <= r1_q;
        tw2_q <= mi1_q & i1_q[2];
    end
    wire [31:0] yt = ~tw2_q        ? y_q :
                     (j2_q == 2'd1) ? {y_q[30:0], y_q[31]} :
                     (j2_q == 2'd2) ? {y_q[29:0], y_q[31:30]} : y_q;
    always @(posedge clk) if (v2_q) g_q <= {g_q[223:0], yt};

    // ------------------------------------------------------------------ H, constants, MixWord
    reg        hl_q, mact_q;
    reg  [1:0] mk_q, gj_q, hj_q;
    reg  [2:0] gr_q, hr_q;
    always @(posedge clk) begin
        if (rst) begin
            hl_q   <= 1'b0;
            mact_q <= 1'b0;
            mk_q   <= 2'd0;
        end else begin
            hl_q <= v2_q & (i2_q == 3'd7);
            if (hl_q) begin
                mact_q <= 1'b1;
                mk_q   <= 2'd0;
            end else if (mact_q) begin
                mk_q <= mk_q + 2'd1;
                if (mk_q == 2'd3) mact_q <= 1'b0;
            end
        end
        if (v2_q && i2_q == 3'd7) begin
            gj_q <= j2_q;
            gr_q <= r2_q;
        end
        if (hl_q) begin
            h_q  <= g_q;
            hj_q <= gj_q;
            hr_q <= gr_q;
        end
    end
    // the step constants, read after the step's eight words: c0 arrives in the cycle
    // the step's word 7 is in stage 2, c4 one cycle later (with the H load); both are
    // used by pair 0 and cleared after it
    reg         rc1_q, rh1_q;
    reg  [31:0] c0_q, c4_q;
    always @(posedge clk) begin
        rc1_q <= rd_rc;
        rh1_q <= rd_h;
        if (mact_q && mk_q == 2'd0) begin
            c0_q <= 32'd0;
            c4_q <= 32'd0;
        end else if (rc1_q) begin
            if (rh1_q) c4_q <= srd;
            else       c0_q <= srd;
        end
    end

    wire [31:0] h0 = h_q[255:224], h1 = h_q[223:192], h2 = h_q[191:160], h3 = h_q[159:128];
    wire [31:0] h4 = h_q[127:96],  h5 = h_q[95:64],   h6 = h_q[63:32],    h7 = h_q[31:0];
    wire [127:0] sa = sub_crumb(h0, h1, h2, h3);      // new a0, a1, a2, a3
    wire [127:0] sb = sub_crumb(h5, h6, h7, h4);      // new a5, a6, a7, a4
    reg  [31:0] pu, pv;
    always @* begin
        case (mk_q)
            2'd0:    begin pu = sa[127:96]; pv = sb[31:0];   end
            2'd1:    begin pu = sa[95:64];  pv = sb[127:96]; end
            2'd2:    begin pu = sa[63:32];  pv = sb[95:64];  end
            default: begin pu = sa[31:0];   pv = sb[63:32];  end
        endcase
    end
    wire [63:0] mw = mix_word(pu, pv);
    wire        k0 = (mk_q == 2'd0);
    wire [31:0] mu = mw[63:32] ^ c0_q;
    wire [31:0] mv = mw[31:0]  ^ c4_q;

    // ------------------------------------------------------------------ write-back
    reg         wact_q;
    reg  [2:0]  wc_q, wr_q;
    reg  [1:0]  wj_q;
    reg  [31:0] u_q, f0_q, f1_q, f2_q, f3_q;
    always @(posedge clk) begin
        if (rst) begin
            wact_q <= 1'b0;
            wc_q   <= 3'd0;
        end else if (mact_q && k0) begin
            wact_q <= 1'b1;
            wc_q   <= 3'd0;
        end else if (wact_q) begin
            wc_q <= wc_q + 3'd1;
            if (wc_q == 3'd7) wact_q <= 1'b0;
        end
        if (mact_q && k0) begin
            wj_q <= hj_q;
            wr_q <= hr_q;
        end
        if (mact_q) u_q <= mu;
        // v_k leaves four cycles after u_k: no shift in the cycle that writes u_3
        if (mact_q | (wact_q & wc_q[2])) begin
            f0_q <= mv;
            f1_q <= f0_q;
            f2_q <= f1_q;
            f3_q <= f2_q;
        end
    end
    assign st_we    = wact_q;
    assign st_waddr = {wj_q, wc_q};
    assign st_wdata = wc_q[2] ? f3_q : u_q;

    // T: the words of the last steps XORed together (Q_0 writes, Q_1 and Q_2 accumulate)
    wire tacc = wact_q & (wr_q == 3'd7);
    assign t_we    = tacc;
    assign t_waddr = wc_q;
    assign t_wdata = st_wdata ^ ((wj_q == 2'd0) ? 32'd0 : trd);
    wire [2:0] acc_next = wact_q ? wc_q + 3'd1 : 3'd0;
    assign t_raddr = o_mode ? {1'b0, o_addr} :
                     mi0    ? {1'b0, rd_i - 3'd1} : {1'b0, acc_next};

    assign digest_word = trd;

endmodule
`default_nettype wire
