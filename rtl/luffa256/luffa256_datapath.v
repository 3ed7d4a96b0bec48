`default_nettype none
// luffa256_datapath: the Luffa-256 round on a 32-bit word stream, one step of one
// Q_j (eight words) every eight cycles (README.md: datapath, memory map, timing).
//
//   stage 0 (the controller): read word i of V_j (or of IV_j in the first step of a
//            message's first block) from the state RAM; in a first step also read
//            T[i-1] (T = V0 ^ V1 ^ V2 of the last round) and (2^j M)[i]
//   stage 1: y = word ^ MI: MI = mult2(T)[i] ^ (2^j M)[i] (first step only); the
//            message RAM gets mult2(2^j M)[i] back (for the next Q_j)
//   stage 2: the round-2 tweak (words 4..7 <<< j in the first step), shift into G
//   H:       the eight words of a step, copied from G (which takes the next step)
//   MixWord: pair k (k = 0..3, one a cycle): SubCrumb output k of (h0..h3) and of
//            (h5, h6, h7, h4), MixWord, the step constants into pair 0
//   write:   u_k (words 0..3) at once, v_k (words 4..7) four cycles later through a
//            four-word FIFO; a last step also XORs its words into T (the next round's
//            MI, and the digest after the blank round)
module luffa256_datapath #(
    parameter MEM = "logic"            // the state RAM: "bram" (block RAM) or "logic"
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
    input  wire        rd_fresh,       // the first block of a message: V = IV, T = IV0^IV1^IV2
    input  wire        rd_blank,       // a blank round: M = 0
    // digest read-out
    input  wire        o_mode,
    input  wire        o_re,
    input  wire [2:0]  o_addr,
    output wire [31:0] digest_word
);
    // ------------------------------------------------------------------ constants
    // state RAM: entries 32 + 8j + i = IV_j[i] (entry 0 in the least significant bits)
    localparam [2047:0] ST_INIT = {
        256'h0,
        256'h8b264ae724aa230a666d18360306194fad659c0504016ce55dba5781f7efc89d,
        256'h746cd581cf1ccf0e8fc944b35d9b0557de099fa370eee9a0d9d2f256c3b44b95,
        256'hdef610bbee05813990152df46e292011dbf784654eaa6fb444b051e06d251e69,
        1024'h0};
    // T RAM: entries 8 + i = IV_0[i] ^ IV_1[i] ^ IV_2[i]
    localparam [511:0] T_INIT = {
        256'h21bc8fdd05b36d3d79b1717130b43c09a89b87c33a45eaf1c0d8f437597e9d61,
        256'h0};
    // step constants: entry 8j + r = {RC[j][0][r], RC[j][1][r]} (for words 0 and 4)
    localparam [2047:0] RC_INIT = {
        512'h0,
        256'ha2c78434703aace7d984735636eda57fedb780c827586719bb6de03278e38b9d,
        256'h8438764a1e38e2e77ad8818f5c58a4a434552e25e623bb72fc20d9d2e25e72c1,
        256'h40a46f3eb923c704baca15892e48f1c1aeb28562faa7ae2b707a3d45144ae5cc,
        256'h1c1e8f51f4272b280707a3d4bd09caca70f47aae05a17cf4b6de10ed01685f3d,
        256'h96e1db129a226e9d8f5b788226889ba77800423d5274baf41e00108fe5a8bce6,
        256'hdc56983e9389217f6cc33a127f34d442c0e65299441ba90d303994a6e0337818};

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
    wire [2:0]  t_waddr, m_waddr;
    wire [31:0] st_wdata, t_wdata, m_wdata;
    wire [3:0]  t_raddr;
    wire        mi0 = rd_v & (rd_r == 3'd0);

    lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE(MEM), .HAS_INIT(1), .INIT(ST_INIT)) u_st (
        .clk(clk), .we(st_we), .waddr({1'b0, st_waddr}), .wdata(st_wdata),
        .re(1'b1), .raddr({mi0 & rd_fresh, rd_j, rd_i}), .rdata(srd)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic"), .HAS_INIT(1), .INIT(T_INIT)) u_t (
        .clk(clk), .we(t_we), .waddr({1'b0, t_waddr}), .wdata(t_wdata),
        .re(~o_mode | o_re), .raddr(t_raddr), .rdata(trd)
    );
    lw_ram_sdp #(.DEPTH(8), .DW(32), .STYLE("logic")) u_m (
        .clk(clk), .we(m_we), .waddr(m_waddr), .wdata(m_wdata),
        .re(1'b1), .raddr(rd_i), .rdata(mrd)
    );

    // ------------------------------------------------------------------ stage 1: MI
    reg        v1_q, mi1_q, blank1_q;
    reg  [2:0] i1_q, r1_q;
    reg  [1:0] j1_q;
    reg  [31:0] t7_q, m7_q, mprev_q;
    always @(posedge clk) begin
        if (rst) v1_q <= 1'b0;
        else     v1_q <= rd_v;
        mi1_q    <= mi0;
        blank1_q <= rd_blank;
        i1_q     <= rd_i;
        j1_q     <= rd_j;
        r1_q     <= rd_r;
    end
    // mult2(T)[i] = T[i-1] (T[7] for i = 0, read in the cycle of word 0) ^ T[7] on the taps
    wire [31:0] mt = trd ^ (m2tap(i1_q) ? t7_q : 32'd0);
    wire [31:0] cm = blank1_q ? 32'd0 : mrd;
    wire [31:0] y  = srd ^ (mi1_q ? (mt ^ cm) : 32'd0);
    // the message multiple for the next Q_j: mult2(c)[i] = c[i-1] (c[7] for i = 0) ^ c[7] on the taps
    wire [31:0] mn = ((i1_q == 3'd0) ? m7_q : mprev_q) ^ (m2tap(i1_q) ? m7_q : 32'd0);
    wire        mpass = mi1_q & ~blank1_q & (j1_q != 2'd2);
    assign m_we    = in_we | mpass;
    assign m_waddr = in_we ? in_idx : i1_q;
    assign m_wdata = in_we ? in_data : mn;
    always @(posedge clk) begin
        mprev_q <= mrd;
        if (mi1_q && i1_q == 3'd0) t7_q <= trd;
        if (in_we && in_idx == 3'd7)        m7_q <= in_data;
        else if (mpass && i1_q == 3'd7)     m7_q <= mn;
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
    wire [63:0] rc;
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
    lw_rom #(.DEPTH(32), .DW(64), .STYLE("logic"), .INIT(RC_INIT)) u_rc (
        .clk(clk), .en(hl_q), .addr({gj_q, gr_q}), .q(rc)
    );

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
    wire [31:0] mu = mw[63:32] ^ (k0 ? rc[63:32] : 32'd0);
    wire [31:0] mv = mw[31:0]  ^ (k0 ? rc[31:0]  : 32'd0);

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
                     mi0    ? {rd_fresh, rd_i - 3'd1} : {1'b0, acc_next};

    assign digest_word = trd;

endmodule
`default_nettype wire
