`default_nettype none
// jh256w_datapath: JH-256 in the rotating bit-slice layout of jh256_datapath, one
// 32-bit chunk of every state word a clock cycle (64 S-boxes, 32 L): 4 cycles a round.
//
// Rotating layout (README.md): in round r, bit-slice position p of a word sits at
// physical position q = rotr7(p, r mod 7) = {chunk (2 bits), lane (5 bits)}.  P8 is
// W_0 on the odd words (wiring), the round constant of chunk c is bits 64c..64c+63
// of C_r, and the results of the chunk pair 2c', 2c'+1 make the next round's whole
// chunks c' (even lanes) and 2 + c' (odd lanes):
//
//   cycle t     issue chunk c (read every word's chunk; constant piece)
//   cycle t+1   S-boxes, L; even c: keep the halves (ea, oa); odd c: latch the two
//               whole chunks wd1 = {ea, ev}, wd2 = {oa, od}
//   t+2, t+3    write wd1 to chunk {0, c'}, wd2 to chunk {1, c'} (ping-pong bank)
//
// With 4 chunks a round, the next round reads chunk 1 in the cycle the last pair
// writes it: the state RAMs are write-through (lw_ram_sdp WRITE_THROUGH = 1), so the
// rounds follow each other without a bubble.  Each state word is one 8 x 32 RAM
// (entry {bank, chunk}).  The message is XORed in on the way out of the last round
// (c_slow), at half speed: each result chunk is written in two cycles, h4..h7 ^ M_N
// (the feed-forward of F8), then h0..h3 ^ M_{N+1} (the next block's input).  The
// operand m_q is zero outside these writes.  A zero pass (c_zero) writes H(-1).
module jh256w_datapath (
    input  wire        clk,
    // message load
    input  wire [15:0] in_data,
    input  wire        c_mwe,
    input  wire [1:0]  c_mword,
    input  wire [3:0]  c_mwaddr,  // {bank, chunk, half}
    // rounds
    input  wire        c_issue,
    input  wire [1:0]  c_chunk,
    input  wire        c_rbank,
    input  wire        c_first,
    input  wire        c_slow,
    input  wire        c_zero,
    input  wire        c_ivbit,
    input  wire [2:0]  c_mraddr,  // {bank, chunk}
    input  wire        c_mgate,
    input  wire        c_osel,    // digest: h7 (1) or h6 (0) ...
    input  wire        c_ohalf,   // ... second (1) or first (0) half of the chunk
    output wire [15:0] digest_word
);
    // ------------------------------------------------------------------ round constants
    wire [63:0] rc;                          // bits 64c..64c+63 of C_r, one cycle later
    jh256w_rcgen u_gen (
        .clk(clk), .issue(c_issue), .chunk(c_chunk), .first(c_first), .rbank(c_rbank), .rc(rc)
    );
    reg [31:0] ce, co;
    integer l;
    always @* begin
        for (l = 0; l < 32; l = l + 1) begin
            ce[31-l] = rc[63-2*l];
            co[31-l] = rc[62-2*l];
        end
    end

    // ------------------------------------------------------------------ compute stage flags
    reg v1_q, c01_q, cp1_q, wb1_q, slow1_q, zero1_q, osel_q, oh_q, ivb_q, iv_q, mg_q;
    always @(posedge clk) begin
        v1_q    <= c_issue;
        c01_q   <= c_chunk[0];
        cp1_q   <= c_chunk[1];
        wb1_q   <= ~c_rbank;
        slow1_q <= c_slow;
        zero1_q <= c_zero;
        osel_q  <= c_osel;
        oh_q    <= c_ohalf;
        ivb_q   <= c_ivbit;
        iv_q    <= ivb_q;                    // H(-1) = 0x0100 || 0...: bit 24 of chunk 0 of h0
        mg_q    <= c_mgate;
    end

    // ------------------------------------------------------------------ message RAM
    // word i of the block, entry {bank, chunk}, each half its own 16-bit RAM (the
    // message arrives 16 bits a cycle); operand m_q two cycles after its address
    reg  [31:0] m_q [0:3];
    genvar gi, gh;
    generate
        for (gi = 0; gi < 4; gi = gi + 1) begin : g_msg
            wire [31:0] mr;
            localparam [1:0] IDX = gi;
            for (gh = 0; gh < 2; gh = gh + 1) begin : g_h
                lw_ram_sdp #(.DEPTH(8), .DW(16), .STYLE("logic")) u_m (
                    .clk(clk), .we(c_mwe && (c_mword == IDX) && (c_mwaddr[0] == gh[0])),
                    .waddr(c_mwaddr[3:1]), .wdata(in_data),
                    .re(1'b1), .raddr(c_mraddr), .rdata(mr[31-16*gh -: 16])
                );
            end
            always @(posedge clk) m_q[gi] <= mg_q ? mr : 32'd0;
        end
    endgenerate

    // ------------------------------------------------------------------ write sequencer
    // fast: step 0 wd1 (all words), step 1 wd2; slow: 0 wd1 hi, 1 wd1 lo, 2 wd2 hi, 3 wd2 lo
    reg       wact_q, wslow_q, wwb_q, wcp_q;
    reg [1:0] ws_q;
    wire      wlast  = wslow_q ? (ws_q == 2'd3) : (ws_q == 2'd1);
    wire      load_w = v1_q && c01_q;
    always @(posedge clk) begin
        if (load_w) begin
            wact_q  <= 1'b1;
            ws_q    <= 2'd0;
            wslow_q <= slow1_q;
            wwb_q   <= wb1_q;
            wcp_q   <= cp1_q;
        end else if (wact_q) begin
            ws_q <= ws_q + 2'd1;
            if (wlast) wact_q <= 1'b0;
        end
    end
    wire       wsel  = wslow_q ? ws_q[1] : ws_q[0];  // 0: wd1 (chunk {0,c'}), 1: wd2
    wire       we_hi = wact_q && (!wslow_q || !ws_q[0]);
    wire       we_lo = wact_q && (!wslow_q || ws_q[0]);
    wire [2:0] waddr = {wwb_q, wsel, wcp_q};

    // ------------------------------------------------------------------ state RAM
    wire [31:0] h [0:7];
    wire [31:0] s [0:7];
    wire [15:0] ev [0:7], od [0:7];          // round results: even / odd lanes of a chunk
    wire [2:0]  raddr = {c_rbank, c_chunk};
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_state
            reg  [15:0] ea_q, oa_q;
            reg  [31:0] wd1_q, wd2_q;
            always @(posedge clk) begin
                if (v1_q && !c01_q) begin
                    ea_q <= ev[gi];
                    oa_q <= od[gi];
                end
                if (load_w) begin
                    wd1_q <= zero1_q ? 32'd0 : {ea_q, ev[gi]};
                    wd2_q <= zero1_q ? 32'd0 : {oa_q, od[gi]};
                end
            end
            wire [31:0] wd = (wsel ? wd2_q : wd1_q) ^ m_q[gi % 4]
                             ^ ((gi == 0 && iv_q) ? 32'h0100_0000 : 32'd0);
            lw_ram_sdp #(.DEPTH(8), .DW(32), .STYLE("logic"), .WRITE_THROUGH(1)) u_s (
                .clk(clk), .we((gi < 4) ? we_lo : we_hi), .waddr(waddr), .wdata(wd),
                .re(1'b1), .raddr(raddr), .rdata(h[gi])
            );
        end
    endgenerate

    wire [31:0] dsel = osel_q ? h[7] : h[6];
    assign digest_word = oh_q ? dsel[15:0] : dsel[31:16];

    // ------------------------------------------------------------------ round function
    // the 16-position S-box and L modules of jh256_datapath, twice (lanes 0..15 in
    // bits 31..16, lanes 16..31 in bits 15..0)
    wire [31:0] t [0:7];
    generate
        for (gh = 0; gh < 2; gh = gh + 1) begin : g_rf
            localparam integer HI = 31 - 16 * gh;
            jh256_sbox u_se (.x({h[0][HI -: 16], h[2][HI -: 16], h[4][HI -: 16], h[6][HI -: 16]}),
                             .c(ce[HI -: 16]),
                             .y({s[0][HI -: 16], s[2][HI -: 16], s[4][HI -: 16], s[6][HI -: 16]}));
            jh256_sbox u_so (.x({h[1][HI -: 16], h[3][HI -: 16], h[5][HI -: 16], h[7][HI -: 16]}),
                             .c(co[HI -: 16]),
                             .y({s[1][HI -: 16], s[3][HI -: 16], s[5][HI -: 16], s[7][HI -: 16]}));
            jh256_lmix #(.BYP(0)) u_l (
                .x({s[0][HI -: 16], s[1][HI -: 16], s[2][HI -: 16], s[3][HI -: 16],
                    s[4][HI -: 16], s[5][HI -: 16], s[6][HI -: 16], s[7][HI -: 16]}),
                .byp(1'b0),
                .y({t[0][HI -: 16], t[1][HI -: 16], t[2][HI -: 16], t[3][HI -: 16],
                    t[4][HI -: 16], t[5][HI -: 16], t[6][HI -: 16], t[7][HI -: 16]}));
        end
    endgenerate

    // P8 = W_0 on the odd words (their even and odd lanes trade places), then the
    // rotation, which splits each chunk into its even and odd lanes
    function [15:0] lanes;                   // lanes 2m + o, m = 0..15, of a chunk
        input [31:0] x;
        input        o;
        integer      m;
        begin
            for (m = 0; m < 16; m = m + 1) lanes[15-m] = o ? x[30-2*m] : x[31-2*m];
        end
    endfunction
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_out
            localparam ODD = (gi % 2 == 1);
            assign ev[gi] = lanes(t[gi], ODD);
            assign od[gi] = lanes(t[gi], !ODD);
        end
    endgenerate
endmodule

`default_nettype wire
