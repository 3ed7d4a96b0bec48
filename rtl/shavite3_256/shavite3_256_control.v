// shavite3_256_control: the schedule of the SHAvite-3-256 core.
//
// LOAD  take the block's 16 words into the window (rk[0..15] at 0..15); for a
//       message's first block s and h <- IV.
// NX    a nonlinear expansion phase i (0..3), four steps (1..4) of 8 cycles: the
//       four AES rounds of the expansion (rk[16+32i ..] at 16..31), each reading
//       the next one's input; step 1 turns s by four words; step 4 reads the
//       Feistel's R ^ key into x instead.  The first AES input is read ahead (in
//       LOAD, or in the Feistel round before the phase).
// FE    a Feistel AES round q (0..35), 10 cycles: 8 look-ups, two for the last
//       column; the keys of round q+1 are read in its odd cycles; in rounds with
//       q mod 8 = 4..7 the linear expansion (rk[32i+32 ..] at 0..15) reads and
//       writes in the even cycles.  Rounds 0, 9, 18 and 24 follow an NX phase.
// FF    the feed-forward h ^= (L, R) in 8 cycles (s and h both get it): for a
//       message's last block before OUT, otherwise beside the next block's LOAD.
// OUT   after a message's last block: the eight digest words from s.
// Every datapath control but the message write, the look-up and the read address
// is registered twice: the datapath acts two cycles after the look-up or read it
// belongs to (the S-box bytes and the window word take two cycles to arrive).
// rtl/shavite3_256/README.md has the timeline and the window's occupancy.
`default_nettype none
module shavite3_256_control (
    input  wire        clk,
    input  wire        rst,
    input  wire        in_valid,
    input  wire        in_final,
    output wire        in_take,
    output wire        out_valid,
    input  wire        out_take,
    output wire        c_cap,
    output wire        c_fin,
    output wire [22:0] c_blk,
    output wire [1:0]  c_ncol,
    output wire        c_nph,
    output reg  [4:0]  c_raddr,
    output wire        c_wm,
    output wire [3:0]  c_widx,
    output wire        c_wn,
    output wire        c_wl,
    output wire [4:0]  c_waddr,
    output wire [1:0]  c_inj,
    output wire        c_h1,
    output wire        c_yc,
    output wire        c_yr,
    output wire        c_ys,
    output wire        c_ysh,
    output wire        c_xld,
    output wire        c_sen,
    output wire        c_sv,
    output wire        c_so,
    output wire        c_sh,
    output wire        c_iv
);
    localparam [2:0] S_LOAD = 3'd0, S_NX = 3'd1, S_FE = 3'd2, S_FF = 3'd3, S_OUT = 3'd4;

    reg  [2:0]  st_q;
    reg         first_q;    // the block is the first of its message (s, h get the IV)
    reg         fin_q;      // the block is the last of its message
    reg         wdone_q;    // all 16 words of the block taken
    reg         cap_q;      // the cycle after the block's last word
    reg  [3:0]  wc_q;       // LOAD: words taken
    reg  [3:0]  cy_q;       // cycle in the step / round
    reg  [2:0]  k_q;        // NX: step (0..4)
    reg  [1:0]  i_q;        // NX: phase (0..3)
    reg  [5:0]  q_q;        // FE: round (0..35); in NX the round that follows
    reg  [1:0]  r3_q;       // q mod 3
    reg  [2:0]  oc_q;       // OUT: digest word
    reg  [22:0] blk_q;      // block index in the message
    reg  [2:0]  pr_q;
    reg  [3:0]  ffr_q;      // feed-forward cycles left       // LOAD: read-ahead of the first AES input (4 reads, 2 to land)
    reg         ot_p, ot_pp; // OUT entered two cycles ago (the last feed-forward step is done)

    wire ld = (st_q == S_LOAD), nx = (st_q == S_NX), fe = (st_q == S_FE);
    wire ot = (st_q == S_OUT);
    wire ff = (ffr_q != 4'd0);   // a feed-forward step (S_FF or beside LOAD)

    // ---------------------------------------------------------------- handshakes
    assign in_take   = ld & ~wdone_q;
    wire   took      = in_take & in_valid;
    assign out_valid = ot & ot_pp;
    assign c_wm      = took;
    assign c_widx    = wc_q;
    assign c_cap     = cap_q;
    assign c_fin     = fin_q;
    assign c_blk     = blk_q;
    assign c_iv      = ld & first_q;

    // ---------------------------------------------------------------- this cycle
    wire        look  = (fe & ~cy_q[3]) | nx;                      // S-box look-up
    wire        ph    = cy_q[0];
    wire [1:0]  cc    = cy_q[2:1];
    // the next cycle's look-up (the datapath registers its S-box addresses a cycle
    // ahead), from a register: every step and round is eight look-ups, column 0
    // row 0 first, so nlk_q counts them (mod 8) and moves on when the next cycle
    // looks up (lk_n: NX always; FE in cycles 0..6 and 9 unless the block ends;
    // LOAD when it goes to NX)
    reg  [2:0]  nlk_q;
    wire        lk_n  = nx | (fe & ((cy_q <= 4'd6) | ((cy_q == 4'd9) & (q_q != 6'd35)))) |
                        (ld & wdone_q & (pr_q == 3'd6) & (ffr_q == 4'd0));
    assign c_ncol = nlk_q[2:1];
    assign c_nph  = nlk_q[0];
    wire        fend  = (r3_q == 2'd2);                            // last AES round of an F3
    wire        intr  = (q_q == 6'd8) | (q_q == 6'd17) | (q_q == 6'd23) | (q_q == 6'd35);
    wire [5:0]  qn    = q_q + 6'd1;
    // Feistel round: the column goes on (to y, keyed by round q+1's word)
    wire        f_col = fe & ~cy_q[3] & ph;
    wire        f_key = f_col & ~intr;
    wire        f_lin = fe & ~cy_q[3] & ~ph & q_q[2];              // linear expansion word
    // NX: reads in cycles 2..5
    wire        n_rd  = nx & (cy_q >= 4'd2) & (cy_q <= 4'd5);
    wire        n_key = n_rd & (k_q == 3'd4);                      // Feistel R ^ key
    wire        n_col = nx & ph;                                   // expansion word out
    wire        n_rot = nx & (k_q == 3'd1) & (cy_q <= 4'd3);       // turn s by four
    // the first AES input of an NX phase, rk[32i + 1, 2, 3, 0] (at 1, 2, 3, 0), read
    // ahead: in LOAD once the first four words are in, or in the odd cycles of the
    // Feistel round before the phase (it reads no keys)
    wire        p_ld  = ld & ~pr_q[2] & ((wc_q >= 4'd4) | wdone_q);
    wire        p_fe  = f_col & intr & (q_q != 6'd35);
    wire        p_rd  = p_ld | p_fe;
    wire [1:0]  p_idx = (p_ld ? pr_q[1:0] : cc) + 2'd1;
    wire [1:0]  km1   = k_q[1:0] - 2'd1;
    reg  [1:0]  inj;
    always @(*) begin
        inj = 2'd0;
        if (n_col)
            case ({i_q, km1, cc})
                6'b00_00_00, 6'b11_11_00: inj = 2'd1;              // words 16, 124: cnt
                6'b01_10_10, 6'b10_01_11: inj = 2'd2;              // words 58, 87: ~cnt
                6'b00_00_01, 6'b11_11_11: inj = 2'd3;              // words 17, 127: ~0
                default:                  inj = 2'd0;
            endcase
    end
    always @(*) begin
        c_raddr = 5'd0;
        if (f_key)
            c_raddr = {qn[2:0], cc};                               // rk[4(q+1) + c]
        else if (f_lin)
            c_raddr = {1'b1, q_q[1:0], cc};                        // rk[u - 16]
        else if (n_key)
            c_raddr = {q_q[2:0], cy_q[1:0] + 2'd2};                // rk[4q + cy - 2]
        else if (n_rd)
            c_raddr = {1'b0, k_q[1:0], cy_q[1:0] + 2'd3};          // rk[32i + 4k + 1, 2, 3, 0]
        else if (p_rd)
            c_raddr = {3'b000, p_idx};                             // rk[32i + 1, 2, 3, 0]
    end

    // ---------------------------------------------------------------- the datapath's cycle
    // _p: decoded this cycle; the datapath sees the second register (_d)
    reg       h1_p, wn_p, wl_p, yc_p, yr_p, ys_p, ysh_p, xld_p, sen_p, sv_p, so_p, sh_p;
    reg [4:0] wa_p;
    reg [1:0] inj_p;
    reg [14:0] ctl_d;
    reg [4:0]  wa_d;
    reg [1:0]  inj_d;
    always @(posedge clk) begin
        ctl_d <= {h1_p, wn_p, wl_p, yc_p, yr_p, ys_p, ysh_p, xld_p, sen_p, sv_p, so_p, sh_p, 3'd0}
                 & {15{~rst}};
        wa_d  <= wa_p;
        inj_d <= inj_p;
    end
    wire unused_ctl = &{1'b0, ctl_d[2:0]};
    assign c_h1    = ctl_d[14];
    assign c_wn    = ctl_d[13];
    assign c_wl    = ctl_d[12];
    assign c_yc    = ctl_d[11];
    assign c_yr    = ctl_d[10];
    assign c_ys    = ctl_d[9];
    assign c_ysh   = ctl_d[8];
    assign c_xld   = ctl_d[7];
    assign c_sen   = ctl_d[6] | (out_valid & out_take);
    assign c_sv    = ctl_d[5] | ot;
    assign c_so    = ctl_d[4];
    assign c_sh    = ctl_d[3];
    assign c_waddr = wa_d;
    assign c_inj   = inj_d;

    always @(posedge clk) begin
        h1_p  <= ~rst & look & ~ph;
        wn_p  <= ~rst & n_col;
        wl_p  <= ~rst & f_lin;
        wa_p  <= f_lin ? {1'b0, q_q[1:0], cc} : {1'b1, km1, cc};
        inj_p <= inj;
        yc_p  <= ~rst & f_key;
        yr_p  <= ~rst & (f_key | n_rd | p_rd);
        ys_p  <= ~rst & ((f_key & fend) | n_key);
        ysh_p <= ~rst & (f_key | n_rd | p_rd);
        xld_p <= ~rst & ((f_key & (cc == 2'd3)) | (n_rd & (cy_q == 4'd5)) |
                         (p_ld & (pr_q[1:0] == 2'd3)) | (p_fe & (cc == 2'd3)));
        sen_p <= ~rst & ((f_col & fend) | n_key | n_rot | ff);
        sv_p  <= ~rst & ((f_col & fend) | n_key | n_rot | ff);
        so_p  <= ~rst & f_col & fend;
        sh_p  <= ~rst & ff;
        ot_p  <= ~rst & ot;
        ot_pp <= ~rst & ot_p & ot;
        cap_q <= ~rst & took & (wc_q == 4'd15);
    end

    // ---------------------------------------------------------------- sequence
    always @(posedge clk) begin
        if (rst) begin
            st_q <= S_LOAD; first_q <= 1'b1; fin_q <= 1'b0; wdone_q <= 1'b0; wc_q <= 4'd0;
            cy_q <= 4'd0; k_q <= 3'd1; i_q <= 2'd0; q_q <= 6'd0; r3_q <= 2'd0; oc_q <= 3'd0;
            blk_q <= 23'd0; pr_q <= 3'd0; ffr_q <= 4'd0; nlk_q <= 3'd0;
        end else begin
            nlk_q <= nlk_q + {2'd0, lk_n};
            if (ffr_q != 4'd0) ffr_q <= ffr_q - 4'd1;
            case (st_q)
                S_LOAD: begin
                    if (took) begin
                        wc_q <= wc_q + 4'd1;
                        if (wc_q == 4'd15) begin
                            wdone_q <= 1'b1;
                            fin_q   <= in_final;
                        end
                    end
                    if (p_ld || pr_q == 3'd4 || pr_q == 3'd5) pr_q <= pr_q + 3'd1;  // 4 reads, 2 to land
                    if (wdone_q && pr_q == 3'd6 && ffr_q == 4'd0) begin
                        st_q <= S_NX;
                        cy_q <= 4'd0; k_q <= 3'd1; i_q <= 2'd0; q_q <= 6'd0; r3_q <= 2'd0;
                    end
                end
                S_NX: begin
                    cy_q <= (cy_q == 4'd7) ? 4'd0 : cy_q + 4'd1;
                    if (cy_q == 4'd7) begin
                        k_q <= k_q + 3'd1;
                        if (k_q == 3'd4) st_q <= S_FE;
                    end
                end
                S_FE: begin
                    cy_q <= (cy_q == 4'd9) ? 4'd0 : cy_q + 4'd1;
                    if (cy_q == 4'd9) begin
                        if (q_q == 6'd35) begin
                            // the feed-forward runs 8 cycles (ffr_q): in S_FF before
                            // the digest, or beside the next block's LOAD
                            ffr_q   <= 4'd8;
                            st_q    <= fin_q ? S_FF : S_LOAD;
                            first_q <= fin_q;
                            blk_q   <= fin_q ? 23'd0 : blk_q + 23'd1;
                            oc_q    <= 3'd0;
                            wc_q    <= 4'd0;
                            wdone_q <= 1'b0;
                            pr_q    <= 3'd0;
                        end else begin
                            q_q  <= qn;
                            r3_q <= fend ? 2'd0 : r3_q + 2'd1;
                            if (intr) begin
                                st_q <= S_NX;
                                k_q  <= 3'd1;
                                i_q  <= i_q + 2'd1;
                            end
                        end
                    end
                end
                S_FF: begin
                    if (ffr_q == 4'd1) st_q <= S_OUT;
                end
                default: begin // S_OUT
                    if (out_valid && out_take) begin
                        oc_q <= oc_q + 3'd1;
                        if (oc_q == 3'd7) st_q <= S_LOAD;
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire
